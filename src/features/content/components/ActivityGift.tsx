// The activity gift widget (banner groups w_topup_1..3): icon, expanded button with 'more' and close, and its popup.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { activityGiftMachine } from "../../../../machines/activityGift.machine";
import { AuthDialogsActor, SessionActor, useContentQueries, useFlowMachine } from "../../../flows/actors";
import { Modal } from "../../../ui/Modal";
import { SafeImage } from "../../../ui/SafeImage";

export function ActivityGift() {
  const { i18n, t } = useLingui();
  const queries = useContentQueries();
  const icon = useQuery(queries.banners("w_topup_1", i18n.locale)).data?.[0];
  const button = useQuery(queries.banners("w_topup_2", i18n.locale)).data?.[0];
  const popup = useQuery(queries.banners("w_topup_3", i18n.locale)).data?.[0];
  const [snapshot, send, actor] = useFlowMachine(activityGiftMachine);
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const dialogs = AuthDialogsActor.useActorRef();
  const navigate = useNavigate();

  useEffect(() => {
    const subscriptions = [
      // The member centre's deposit page comes with the wallet; until then a member lands on the deposit promotions.
      actor.on("gift.goDeposit", () => void navigate({ to: "/promotions", search: { type: "deposit" } })),
      actor.on("gift.needLogin", () => dialogs.send({ type: "dialog.login" })),
      actor.on("gift.showMore", () => void navigate({ to: "/promotions", search: {} })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, dialogs, navigate]);

  if (!icon || !snapshot.hasTag("visible")) return null;
  return (
    <aside className="activity-gift" aria-label={t`Daily rebate`} data-region="activity-gift" data-testid="activity-gift">
      {snapshot.matches("collapsed") ? (
        <button type="button" className="activity-gift__icon" aria-label={t`Open the gift`} onClick={() => send({ type: "gift.expand" })}>
          <SafeImage src={icon.url} alt="" width={72} height={72} />
        </button>
      ) : (
        <div className="activity-gift__panel">
          <button type="button" className="activity-gift__close" aria-label={t`Close the gift`} onClick={() => send({ type: "gift.dismiss" })}>
            ×
          </button>
          <button type="button" className="activity-gift__button" onClick={() => send({ type: "popup.open" })}>
            <SafeImage src={(button ?? icon).url} alt={(button ?? icon).title} width={180} height={98} />
          </button>
          <button type="button" className="activity-gift__more" onClick={() => send({ type: "gift.more" })}>
            <Trans>More</Trans>
          </button>
          <button type="button" className="link-button activity-gift__collapse" onClick={() => send({ type: "gift.collapse" })}>
            <Trans>Hide</Trans>
          </button>
        </div>
      )}
      {snapshot.hasTag("popup") && (
        <Modal title={popup?.title || t`Daily rebate`} closeLabel={t`Close`} onClose={() => send({ type: "popup.close" })} testId="gift-popup">
          {popup && <SafeImage className="activity-gift__popup-image" src={popup.url} alt="" />}
          <button type="button" className="button button--primary button--block" onClick={() => send({ type: "popup.deposit", signedIn })}>
            <Trans>Deposit now</Trans>
          </button>
        </Modal>
      )}
    </aside>
  );
}
