// Registration under its legacy address.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { registerSearchSchema } from "../src/contract/search";
import { RegisterPage } from "../src/features/account/pages/RegisterPage";

export const Route = createFileRoute("/register.html")({
  validateSearch: registerSearchSchema,
  staticData: { title: msg`Register`, banner: "w_reg" },
  component: function RegisterRoute() {
    const { affiliateCode, referralCode } = Route.useSearch();
    return <RegisterPage affiliateCode={affiliateCode} referralCode={referralCode} />;
  },
});
