// What every account flow does once it holds a login: start the session, close the dialog, go home (SPEC §4).
import { useCallback } from "react";
import { useNavigate } from "@tanstack/react-router";
import type { LoginValue } from "../../contract/account";
import { AuthDialogsActor, SessionActor } from "../../app/actors";

export function useStartSession(): (login: LoginValue) => void {
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const dialogs = AuthDialogsActor.useActorRef();
  return useCallback(
    (login: LoginValue) => {
      session.send({ type: "session.start", token: login.token, firstTimeLogin: login.firstTimeLogin });
      dialogs.send({ type: "dialog.close" });
      void navigate({ to: "/" });
    },
    [session, dialogs, navigate],
  );
}
