// What every wallet page needs: the member it shows, the loaded wallet flows, and a refresh of every wallet list
// (the header balance included) when one of its machines says money moved.
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SessionActor, useContentQueries, useWalletFlows } from "../../../flows/actors";
import { invalidateAfterMovement } from "../../../flows/queries";
import { useFormat } from "../../../i18n/useFormat";

export function useWalletView() {
  const member = SessionActor.useSelector((s) => s.context.member);
  const account = member?.account ?? "";
  const flows = useWalletFlows();
  const format = useFormat();
  const balance = useQuery({ ...useContentQueries().balance(account), enabled: account !== "" });
  return {
    account,
    accountType: member?.type ?? null,
    flows,
    balance: balance.data,
    /** The one way a wallet page writes an amount: the merchant's symbol, the reader's digits. */
    money: format.money,
    format,
  };
}

interface Emits<T extends string> {
  on: (type: T, handler: () => void) => { unsubscribe: () => void };
}

/** Refreshes the wallet lists (the header balance among them) when the actor emits `event`. */
export function useRefreshOn<T extends string>(actor: Emits<T>, account: string, event: T) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = actor.on(event, () => void invalidateAfterMovement(queryClient, account));
    return () => subscription.unsubscribe();
  }, [actor, account, event, queryClient]);
}
