// The page a mailed password reset link opens (/resetPassword?token=…).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { resetPasswordSearchSchema } from "../src/contract/search";
import { ResetPasswordPage } from "../src/features/account/pages/ResetPasswordPage";

export const Route = createFileRoute("/resetPassword")({
  validateSearch: resetPasswordSearchSchema,
  staticData: { title: msg`Choose a new password` },
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
