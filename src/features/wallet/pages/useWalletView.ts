// What every wallet page needs: the member it shows, the loaded wallet flows and the balance (a page's refresh after
// money moved is src/flows/refresh.ts, the same as the games').
import { useQuery } from "@tanstack/react-query";
import { SessionActor, useContentQueries, useWalletFlows } from "../../../flows/actors";
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
