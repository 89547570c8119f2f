// /login as a page: the same form as the login popup.
import { Trans } from "@lingui/react/macro";
import { LoginForm } from "../components/LoginForm";
import { useCatalog } from "../../../i18n/useCatalog";

/** redirect: where to go once logged in, from /login?redirect=… */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  useCatalog("account");
  return (
    <section className="page-frame page-frame--narrow">
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <LoginForm redirect={redirect} />
    </section>
  );
}
