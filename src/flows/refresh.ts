// The one refresh after money moved: when a view's machine says so, the wallet lists (the header balance among them)
// of the signed-in member load again. Wallet pages and games alike use it.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { SessionActor } from "./actors";
import { invalidateAfterMovement } from "./queries";

interface Emits<T extends string> {
  on: (type: T, handler: () => void) => { unsubscribe: () => void };
}

/** Refreshes the member's wallet lists (the header balance among them) each time the actor emits `event`. */
export function useRefreshOn<T extends string>(actor: Emits<T>, event: T) {
  const queryClient = useQueryClient();
  const account = SessionActor.useSelector((s) => s.context.member?.account ?? "");
  useEffect(() => {
    const subscription = actor.on(event, () => void invalidateAfterMovement(queryClient, account));
    return () => subscription.unsubscribe();
  }, [actor, account, event, queryClient]);
}
