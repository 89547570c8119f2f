// /index shows the home page.
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/index")({ beforeLoad: () => redirect({ to: "/", replace: true }) });
