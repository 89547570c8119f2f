// Login page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { loginSearchSchema } from "../src/contract/search";
import { LoginPage } from "../src/features/account/pages/LoginPage";

export const Route = createFileRoute("/login")({
  validateSearch: loginSearchSchema,
  staticData: { title: msg`Log in`, banner: "w_login" },
  component: function Login() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
