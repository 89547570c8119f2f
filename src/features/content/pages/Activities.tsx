// The activities on the promotions page: each card shows the member's state; its modal joins, applies (comment and
// pictures) or claims through the activity machine.
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AuthDialogsActor, SessionActor, useContentFlows, useContentQueries, useFlowActor } from "../../../flows/actors";
import { invalidateActivities, invalidateAfterMovement } from "../../../flows/queries";
import { ACTIVITY_COMMENT_MAX, type Activity, type ActivityState } from "../../../contract/activity";
import { useFormat } from "../../../i18n/useFormat";
import { Modal } from "../../../ui/Modal";

function useStateNames(): Record<ActivityState, string> {
  const { t } = useLingui();
  return {
    join: t`Join`, claim: t`Claim`, applying: t`Applying`, close: t`Closed`, rejected: t`Rejected`, issued: t`Issued`,
    claimed: t`Claimed`, "in process": t`In process`, joined: t`Joined`, "coming soon": t`Coming soon`,
  };
}

export function Activities() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const member = SessionActor.useSelector((s) => s.context.member?.account ?? null);
  const activities = useQuery(useContentQueries().activities(i18n.locale, member)).data ?? [];
  const names = useStateNames();
  const [open, setOpen] = useState<Activity | null>(null);
  if (activities.length === 0) return null;
  return (
    <section className="activities" data-testid="activities">
      <h2>{t`Activities`}</h2>
      <div className="promo-grid">
        {activities.map((activity) => (
          <button key={activity.id} type="button" className="promo-card card activity-card" onClick={() => setOpen(activity)} data-testid="activity-card">
            <span className="promo-card__body">
              <span className={`badge activity-state activity-state--${activity.state.replace(" ", "-")}`}>{names[activity.state]}</span>
              <strong>{activity.title}</strong>
              <span className="muted">{t`Reward ${format.money(activity.reward)}`}</span>
            </span>
          </button>
        ))}
      </div>
      {open && <ActivityModal key={open.id} activity={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function ActivityModal({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const flows = useContentFlows();
  const queryClient = useQueryClient();
  const dialogs = AuthDialogsActor.useActorRef();
  const accountType = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.type ?? null) : null));
  const actor = useFlowActor(flows.activity, { input: { activity } });
  const state = useSelector(actor, (s) => s);
  const { activity: current, comment, images, problem, errorCode } = state.context;
  const names = useStateNames();
  useEffect(() => {
    const subscriptions = [
      actor.on("activity.needsAccount", (event) => dialogs.send({ type: "protected.request", accountType: event.accountType })),
      actor.on("activity.changed", () => {
        void invalidateActivities(queryClient);
        // A claim may have paid: the wallet lists of whoever is signed in.
        void invalidateAfterMovement(queryClient);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, dialogs, queryClient]);
  const reasons: Record<string, string> = {
    comment: t`The comment may be at most ${{ ACTIVITY_COMMENT_MAX: format.number(ACTIVITY_COMMENT_MAX) }} characters.`,
    imageCount: t`Attach at most three pictures.`,
    imageType: t`Pictures must be PNG or JPEG.`,
    imageSize: t`Each picture may be at most 5 MB.`,
  };
  const failure = problem ? reasons[problem] : errorCode ? t`It did not go through. Please try again.` : null;
  return (
    <Modal title={current.title} closeLabel={t`Close`} onClose={onClose} testId="activity-modal" wide>
      <div className="activity-modal">
        <p>
          <span className={`badge activity-state activity-state--${current.state.replace(" ", "-")}`} data-testid="activity-state">{names[current.state]}</span> {t`Reward ${format.money(current.reward)}`} ·{" "}
          {t`Until ${i18n.date(current.endsAt, { dateStyle: "medium" })}`}
        </p>
        {/* The server sends activity texts sanitised. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: current.content }} />
        {current.reason && <p className="form-message form-message--error">{current.reason}</p>}
        {state.matches("open") && (
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: "activity.join", accountType })}>
            <Trans>Join</Trans>
          </button>
        )}
        {(state.matches("filling") || state.matches("submitting")) && (
          <form
            className="activity-form"
            data-testid="activity-form"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: "application.submit" });
            }}
          >
            <label className="field">
              <span>{t`Comment (${format.number([...comment].length)}/${{ ACTIVITY_COMMENT_MAX: format.number(ACTIVITY_COMMENT_MAX) }})`}</span>
              <textarea value={comment} rows={3} onChange={(event) => actor.send({ type: "comment.change", value: event.target.value })} />
            </label>
            <label className="field">
              <span>{t`Pictures (PNG or JPEG, up to three, 5 MB each)`}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])].map((file) => ({ name: file.name, type: file.type, size: file.size, data: file }));
                  actor.send({ type: "images.add", images: files });
                  event.target.value = "";
                }}
              />
            </label>
            <ul className="activity-form__images">
              {images.map((image, index) => (
                <li key={`${image.name}-${index}`}>
                  {image.name}{" "}
                  <button type="button" className="button button--ghost button--small" onClick={() => actor.send({ type: "image.remove", index })}>
                    <Trans>Remove</Trans>
                  </button>
                </li>
              ))}
            </ul>
            {failure && (
              <p className="form-message form-message--error" role="alert">
                {failure}
              </p>
            )}
            <div className="field-row">
              <button type="submit" className="button button--primary" disabled={state.hasTag("busy")}>
                <Trans>Send the application</Trans>
              </button>
              <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "application.cancel" })}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </form>
        )}
        {(state.matches("claimable") || state.matches("claiming")) && (
          <button type="button" className="button button--primary" disabled={state.hasTag("busy")} onClick={() => actor.send({ type: "activity.claim", accountType })}>
            <Trans>Claim the reward</Trans>
          </button>
        )}
        {state.matches("claimable") && errorCode && <p className="form-message form-message--error" role="alert">{t`It did not go through. Please try again.`}</p>}
      </div>
    </Modal>
  );
}
