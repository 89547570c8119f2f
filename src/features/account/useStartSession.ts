// What every account flow does once it holds a login: start the session, close the dialog, go home (SPEC §4), or
// back to the page that sent the visitor to /login.
import { useCallback } from "react";
import { useNavigate } from "@tanstack/react-router";
import type { LoginValue } from "../../contract/account";
import { AuthDialogsActor, SessionActor } from "../../flows/actors";

/** redirect: a path of this site (loginSearchSchema checked it), with its search. */
export function useStartSession(redirect?: string): (login: LoginValue) => void {
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const dialogs = AuthDialogsActor.useActorRef();
  return useCallback(
    (login: LoginValue) => {
      session.send({ type: "session.start", token: login.token, firstTimeLogin: login.firstTimeLogin });
      dialogs.send({ type: "dialog.close" });
      void (redirect ? navigate({ href: redirect }) : navigate({ to: "/" }));
    },
    [session, dialogs, navigate, redirect],
  );
}
