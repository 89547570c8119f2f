// The header's account corner: log in and register for a visitor; the member strip once signed in.
import { lazy, Suspense } from "react";
import { Trans } from "@lingui/react/macro";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { AppActor, AuthDialogsActor, SessionActor } from "../../../flows/actors";
import { HEADER_LOGIN_MEDIA } from "../../../config/index";
import { useMediaQuery } from "../../../ui/useMediaQuery";
// The form and its machines load only where the header shows it: narrow screens open the popup instead.
const LoginForm = lazy(() => import("./LoginForm").then((module) => ({ default: module.LoginForm })));
const MemberStrip = lazy(() => import("./MemberStrip").then((module) => ({ default: module.MemberStrip })));

export function HeaderAccount() {
  const dialogs = AuthDialogsActor.useActorRef();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const tree = AppActor.useSelector((s) => s.context.settings?.whitelabel.whitelabel ?? []);
  const wide = useMediaQuery(HEADER_LOGIN_MEDIA);

  if (member) {
    return (
      <Suspense fallback={<div className="member-strip" data-testid="member-strip-loading" />}>
        <MemberStrip member={member} />
      </Suspense>
    );
  }

  return (
    <div className="visitor-actions">
      {wide ? (
        <div className="header-login">
          <Suspense fallback={null}>
            <LoginForm variant="inline" />
          </Suspense>
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={loading}
          onClick={() => dialogs.send({ type: "dialog.login" })}
          data-testid="open-login"
        >
          <Trans>Log in</Trans>
        </button>
      )}
      {isWhitelabelFlagOn(tree, "DIRECTREG3") && (
        <button type="button" className="button button--primary" onClick={() => dialogs.send({ type: "dialog.register" })} data-testid="open-register">
          <Trans>Register</Trans>
        </button>
      )}
    </div>
  );
}
