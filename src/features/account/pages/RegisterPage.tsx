// /register: the registration form as a page, with the affiliate and referral codes of its URL.
import { Trans } from "@lingui/react/macro";
import { RegisterForm } from "./RegisterForm";
import { useCatalog } from "../../../i18n/useCatalog";

export function RegisterPage({ affiliateCode, referralCode }: { affiliateCode?: string | undefined; referralCode?: string | undefined }) {
  useCatalog("account");
  return (
    <section className="page-frame page-frame--narrow">
      <h1>
        <Trans>Register</Trans>
      </h1>
      <RegisterForm affiliateCode={affiliateCode} referralCode={referralCode} />
    </section>
  );
}
