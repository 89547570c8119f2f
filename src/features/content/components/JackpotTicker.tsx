// The jackpot ticker: grows while it is on screen and the tab is visible, stands still otherwise.
import { useEffect, useRef } from "react";
import { useFlowMachine } from "../../../flows/actors";
import { Trans, useLingui } from "@lingui/react/macro";
import { jackpotMachine, jackpotStartMinor } from "../../../../machines/jackpot.machine";
import { useFormat } from "../../../i18n/useFormat";

export function JackpotTicker({ now = Date.now }: { now?: () => number }) {
  const { t } = useLingui();
  const format = useFormat();
  const [snapshot, send] = useFlowMachine(jackpotMachine, { input: { startMinor: jackpotStartMinor(now()) } });
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    const target = element.current;
    let onScreen = true;
    const report = () => send({ type: onScreen && document.visibilityState !== "hidden" ? "jackpot.shown" : "jackpot.hidden" });
    const observer = typeof IntersectionObserver === "function" && target
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
          report();
        })
      : null;
    if (observer && target) observer.observe(target);
    document.addEventListener("visibilitychange", report);
    report();
    return () => {
      observer?.disconnect();
      document.removeEventListener("visibilitychange", report);
    };
  }, [send]);

  return (
    <section className="jackpot" ref={element} aria-label={t`Jackpot`} data-testid="jackpot">
      <span className="jackpot__label">
        <Trans>Progressive jackpot</Trans>
      </span>
      <span className="jackpot__amount" data-testid="jackpot-amount" data-minor={snapshot.context.amountMinor}>
        {format.moneyMinor(snapshot.context.amountMinor)}
      </span>
    </section>
  );
}
