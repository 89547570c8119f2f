// The point mall (/pointMall): the member's points and the ratio they convert at, the rewards, a conversion, and
// the point details. Spending asks for the payment password; points never expire.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { mayOpenMemberCentre } from "../../../../machines/access";
import { AuthDialogsActor, SessionActor, useFlowActor } from "../../../flows/actors";
import { useRefreshOn } from "../../../flows/refresh";
import { useCatalog } from "../../../i18n/useCatalog";
import { pageParam, Pager } from "../../../ui/Paging";
import type { PointMallSearch } from "../../../contract/search";
import { SafeImage } from "../../../ui/SafeImage";
import { PinField } from "./PinField";
import { asciiDigits } from "../../../i18n/format";
import { useWalletView } from "./useWalletView";
import { referenceText } from "./walletText";

/** search and onSearch: the URL's search, which keeps the point details' page. */
export function PointMallPage({ search, onSearch }: { search: PointMallSearch; onSearch: (search: PointMallSearch) => void }) {
  useCatalog("wallet");
  const { t } = useLingui();
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const accountType = SessionActor.useSelector((s) => s.context.member?.type ?? null);
  const dialogs = AuthDialogsActor.useActorRef();
  if (!signedIn || !mayOpenMemberCentre(accountType)) {
    return (
      <section className="content-page" data-testid="point-mall">
        <h1>{t`Point mall`}</h1>
        <p>{t`Earn one point for every unit you bet, and spend them here on rewards. Points never expire.`}</p>
        <button type="button" className="button button--primary" onClick={() => dialogs.send({ type: "protected.request", accountType })}>
          <Trans>Log in to see your points</Trans>
        </button>
      </section>
    );
  }
  return <Mall search={search} onSearch={onSearch} />;
}

function Mall({ search, onSearch }: { search: PointMallSearch; onSearch: (search: PointMallSearch) => void }) {
  const { i18n, t } = useLingui();
  const { account, flows, money, format } = useWalletView();
  const actor = useFlowActor(flows.pointSpend);
  const state = useSelector(actor, (s) => s);
  const { mall, spend, paymentPassword, problem, result, errorCode } = state.context;
  const [points, setPoints] = useState("");
  const pageNo = search.page ?? 1;
  const details = useQuery(flows.queries.pointDetails(account, pageNo)).data;
  useRefreshOn(actor, "points.spent");

  const reasons: Record<string, string> = {
    password: t`Enter your payment password.`,
    points: t`Choose a multiple of ${format.number(mall?.pointsPerUnit ?? 100)} points, as the ratio says.`,
    tooFewPoints: t`You do not have enough points for this.`,
    wrong_payment_password: t`The payment password is not correct.`,
    payment_password_locked: t`Too many wrong payment passwords. Please try again in 15 minutes.`,
    payment_password_not_set: t`Set a payment password in the security centre first.`,
    not_enough_points: t`You do not have enough points for this.`,
  };
  const kinds: Record<string, string> = { earn: t`Earned`, redeem: t`Reward`, convert: t`Converted`, adjust: t`Adjusted` };
  const chosenReward = spend?.kind === "reward" ? mall?.rewards.find((reward) => reward.id === spend.rewardId) : undefined;
  return (
    <section className="content-page point-mall" data-testid="point-mall">
      <h1>{t`Point mall`}</h1>
      {state.matches("failed") ? (
        <p className="form-message form-message--error" role="alert">
          {t`The point mall could not be loaded.`}{" "}
          <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "load.retry" })}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        mall && (
          <>
            <div className="wallet-summary card">
              <div>
                <span className="muted">{t`Your points`}</span>
                <strong data-testid="point-balance">{format.number(mall.balance)}</strong>
              </div>
              <div>
                <span className="muted">{t`Exchange ratio`}</span>
                <strong>{t`${format.number(mall.pointsPerUnit)} points = ${money("1.00")}`}</strong>
              </div>
              <div>
                <span className="muted">{t`Expiry`}</span>
                <strong>{t`Never`}</strong>
              </div>
            </div>
            {result && (
              <p className="form-message form-message--ok" role="status">
                {t`Done: ${format.number(result.points)} points spent, ${money(result.amount)} added to your wallet.`}
              </p>
            )}
            <div className="reward-grid">
              {mall.rewards.map((reward) => (
                <article key={reward.id} className="reward-card card" data-testid="reward">
                  <SafeImage src={reward.imageUrl} alt="" width={240} height={120} loading="lazy" />
                  <h2>{reward.name}</h2>
                  <p className="muted">{t`${format.number(reward.cost)} points`}</p>
                  <button type="button" className="button button--primary" disabled={state.hasTag("busy")} onClick={() => actor.send({ type: "reward.choose", rewardId: reward.id })}>
                    <Trans>Redeem</Trans>
                  </button>
                </article>
              ))}
            </div>
            <form
              className="agent-form"
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: "convert.choose", points: Number.parseInt(points, 10) || 0 });
              }}
            >
              <h2>{t`Convert points into money`}</h2>
              <label className="field">
                <span>{t`Points`}</span>
                <input inputMode="numeric" value={points} onChange={(event) => setPoints(asciiDigits(event.target.value).replace(/\D/g, ""))} />
              </label>
              <button type="submit" className="button button--primary">
                <Trans>Convert</Trans>
              </button>
            </form>
            {spend && (
              <form
                className="card point-confirm"
                data-testid="point-confirm"
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: "spend.confirm" });
                }}
              >
                <h2>{chosenReward ? t`Redeem ${chosenReward.name} for ${format.number(chosenReward.cost)} points` : t`Convert ${format.number(spend.kind === "convert" ? spend.points : 0)} points`}</h2>
                <PinField label={t`Payment password`} value={paymentPassword} error={null} onValue={(value) => actor.send({ type: "password.change", value })} />
                {(problem ?? errorCode) && (
                  <p className="form-message form-message--error" role="alert">
                    {reasons[problem ?? errorCode ?? ""] ?? t`It did not go through. Please try again.`}
                  </p>
                )}
                <div className="field-row">
                  <button type="submit" className="button button--primary" disabled={state.hasTag("busy")}>
                    <Trans>Confirm</Trans>
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "spend.cancel" })}>
                    <Trans>Cancel</Trans>
                  </button>
                </div>
              </form>
            )}
          </>
        )
      )}
      <h2>{t`Point details`}</h2>
      <table className="records" data-testid="point-details">
        <thead>
          <tr>
            <th>{t`Time`}</th>
            <th>{t`Change`}</th>
            <th>{t`Points`}</th>
            <th>{t`Balance`}</th>
          </tr>
        </thead>
        <tbody>
          {(details?.list ?? []).map((row) => (
            <tr key={row.id}>
              <td>{i18n.date(row.time, { dateStyle: "short", timeStyle: "short" })}</td>
              <td>
                {kinds[row.kind] ?? row.kind} <span className="muted">{referenceText(i18n, row.reference)}</span>
              </td>
              <td className={row.points < 0 ? "amount--out" : "amount--in"}>{row.points > 0 ? `+${format.number(row.points)}` : format.number(row.points)}</td>
              <td>{format.number(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {details && details.list.length === 0 && <p className="empty-state">{t`No points yet: they arrive the day after you play.`}</p>}
      <Pager pageNo={pageNo} totalPages={details?.totalPages ?? 1} onPage={(next) => onSearch({ ...search, page: pageParam(next) })} />
    </section>
  );
}
