// The account dialogs, one at a time, as the authDialogs machine says.
import { useCallback, useEffect } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { AuthDialogsActor, SessionActor, useAccountFlows, useFlowMachine } from "../../../flows/actors";
import { Modal } from "../../../ui/Modal";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { LoginForm } from "../components/LoginForm";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { RegisterForm } from "./RegisterForm";
import { useCatalog } from "../../../i18n/useCatalog";

export function AccountDialogs() {
  useCatalog("account");
  const { t } = useLingui();
  const dialogs = AuthDialogsActor.useActorRef();
  const open = AuthDialogsActor.useSelector((s) => s.value);
  const knownOldPassword = AuthDialogsActor.useSelector((s) => s.context.knownOldPassword);
  const pendingToken = AuthDialogsActor.useSelector((s) => s.context.pendingToken);
  const redirect = AuthDialogsActor.useSelector((s) => s.context.redirect);
  const close = useCallback(() => dialogs.send({ type: "dialog.close" }), [dialogs]);

  switch (open) {
    case "login":
      return (
        <Modal title={t`Log in`} closeLabel={t`Close`} onClose={close} testId="login-dialog">
          <LoginForm />
        </Modal>
      );
    case "changePassword":
      return (
        <Modal title={t`Change password`} closeLabel={t`Close`} onClose={close} testId="change-password-dialog">
          <ChangePasswordForm knownOldPassword={knownOldPassword} pendingToken={pendingToken} redirect={redirect ?? undefined} />
        </Modal>
      );
    case "trialWarning":
      return (
        <Modal title={t`Real account needed`} closeLabel={t`Close`} onClose={close} testId="trial-warning">
          <p>
            <Trans>Please Register An Account First</Trans>
          </p>
          <button type="button" className="button button--primary button--block" onClick={close}>
            <Trans>OK</Trans>
          </button>
        </Modal>
      );
    case "forgotPassword":
      return (
        <Modal title={t`Forgot password`} closeLabel={t`Close`} onClose={close} testId="forgot-dialog">
          <ForgotPasswordForm />
        </Modal>
      );
    case "register":
      return (
        <Modal title={t`Register`} closeLabel={t`Close`} onClose={close} testId="register-dialog">
          <RegisterForm />
        </Modal>
      );
    case "logoutConfirm":
      return <LogoutDialog onClose={close} />;
    default:
      return null;
  }
}

function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const flows = useAccountFlows();
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();
  const [state, send] = useFlowMachine(flows.logout);
  useEffect(() => {
    send({ type: "logout.request" });
  }, [send]);
  useEffect(() => {
    if (state.status !== "done") return;
    session.send({ type: "session.end" });
    onClose();
    void navigate({ to: "/" });
  }, [state.status, session, onClose, navigate]);
  // Once confirmed, the logout runs to its end (the session ends even if the call fails): closing the dialog then
  // would stop it halfway and leave the player signed in here while the server has logged them out.
  const loggingOut = state.hasTag("loggingOut");
  const dismiss = () => {
    if (loggingOut) return;
    send({ type: "logout.cancel" });
    onClose();
  };
  return (
    <Modal title={t`Log out`} closeLabel={t`Close`} onClose={dismiss} testId="logout-dialog">
      <p>
        <Trans>Are you sure you want to logout?</Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" disabled={loggingOut} onClick={dismiss}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--primary" disabled={loggingOut} onClick={() => send({ type: "logout.confirm" })}>
          <Trans>Confirm</Trans>
        </button>
      </div>
    </Modal>
  );
}
