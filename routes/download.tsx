// /download is the app download page.
import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/download")({ beforeLoad: () => redirect({ to: "/down", replace: true }) });
