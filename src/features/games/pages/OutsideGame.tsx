// An outside vendor's game in the game page: framed from the vendor's own origin (the site's frame-src lists exactly
// the connected vendors), with the way out behind the leave confirmation and the header balance following its bets
// and wins while it plays.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { SessionActor, useContentQueries } from "../../../flows/actors";
import { GameHead } from "./house/shared";

declare module "@tanstack/history" {
  interface HistoryState {
    /** The outside game's address, handed from the launch to the game page without putting it in the URL. */
    frameUrl?: string;
  }
}

export function OutsideGame({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.account ?? null) : null));
  const queries = useContentQueries();
  useQuery({ ...queries.balanceWhilePlaying(member ?? ""), enabled: member !== null });
  return (
    <section className="outside-game" data-testid="outside-game">
      <GameHead title={title} lobby="/" />
      <iframe className="outside-game__frame" src={url} title={t`Game`} allow="fullscreen; autoplay" sandbox="allow-scripts allow-same-origin allow-forms" referrerPolicy="no-referrer" />
    </section>
  );
}
