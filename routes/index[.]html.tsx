// /index.html shows the home page.
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/index.html")({ beforeLoad: () => redirect({ to: "/", replace: true }) });
