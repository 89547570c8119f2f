// The member centre's rewards: the reward centre (VIP level, rebate rate, rewards waiting to be claimed), bonus
// details (what bonuses, rebates and missions paid), and the missions with the week's leaderboard.
import { useEffect } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useFlowActor } from "../../../flows/actors";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { BONUS_KINDS, type PendingReward, type RewardSource } from "../../../contract/rewards";
import { formatDate } from "../../../i18n/format";
import { Pager, PeriodPicker, TypeFilter, fromOf, pageParam } from "../../../ui/Paging";
import { invalidateAfterMovement, invalidateCounts } from "../../../flows/queries";
import { recordChoice, type RecordSearchProps } from "./RecordsPage";
import { useWalletView } from "./useWalletView";
import { failureText, referenceText } from "./walletText";

const SOURCE_LABELS: Record<RewardSource, MessageDescriptor> = { rebate: msg`Rebate`, mission: msg`Mission`, activity: msg`Activity`, raffle: msg`Raffle` };
const BONUS_LABELS: Record<(typeof BONUS_KINDS)[number], MessageDescriptor> = { bonus: msg`Bonus`, rebate: msg`Rebate`, mission_reward: msg`Mission reward` };

/** The claim machine of a rewards page: a paid claim refreshes the lists, the balance and the badges. */
function useRewardClaim() {
  const { account, flows } = useWalletView();
  const queryClient = useQueryClient();
  const actor = useFlowActor(flows.rewardClaim);
  const state = useSelector(actor, (s) => s);
  useEffect(() => {
    const subscription = actor.on("reward.claimed", () => {
      void invalidateAfterMovement(queryClient, account);
      void invalidateCounts(queryClient, account);
    });
    return () => subscription.unsubscribe();
  }, [actor, account, queryClient]);
  return { state, claim: (key: string) => actor.send({ type: "reward.claim", key }), dismiss: () => actor.send({ type: "refusal.dismiss" }) };
}

function ClaimOutcome({ claim }: { claim: ReturnType<typeof useRewardClaim> }) {
  const { t, i18n } = useLingui();
  const { money } = useWalletView();
  const { state, dismiss } = claim;
  if (state.hasTag("paid") && state.context.lastClaim) {
    return (
      <p className="form-message form-message--ok" role="status">
        {t`${money(state.context.lastClaim.amount)} added to your balance.`}
      </p>
    );
  }
  if (state.hasTag("failed")) {
    return (
      <p className="form-message form-message--error" role="alert">
        {failureText(i18n, state.context.errorCode)}{" "}
        <button type="button" className="button button--ghost button--small" onClick={dismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </p>
    );
  }
  return null;
}

export function RewardCentrePage() {
  const { i18n, t } = useLingui();
  const { account, flows, money, format } = useWalletView();
  const centre = useQuery(flows.queries.rewardCentre(account)).data;
  const claim = useRewardClaim();
  if (!centre) return <div className="spinner" role="status" aria-label={t`Loading`} />;
  const { vip } = centre;
  const describe = (reward: PendingReward) =>
    reward.source === "rebate" && reward.validBet && reward.ratePercent
      ? t`${money(reward.validBet)} valid bet on ${formatDate(reward.title, i18n.locale)} at ${format.digits(reward.ratePercent)}%`
      : reward.title;
  return (
    <div className="wallet-page rewards" data-testid="reward-centre">
      <section className="card vip-card" aria-label={t`VIP level`} data-testid="vip-card">
        <div className="vip-card__badge" aria-hidden="true">
          {format.number(vip.rankLevel)}
        </div>
        <div className="vip-card__body">
          <h3>{t`VIP ${format.number(vip.rankLevel)} · ${vip.labelName}`}</h3>
          <p>{t`Daily rebate: ${format.digits(vip.rebatePercent)}% of your valid bets`}</p>
          <div className="meter" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={vip.progressPercent} aria-label={t`Progress to the next level`}>
            <span style={{ width: `${vip.progressPercent}%` }} />
          </div>
          <p className="muted">
            {vip.next
              ? t`Valid bets ${money(vip.validBet)} · ${money(vip.next.remaining)} more to reach ${vip.next.labelName}`
              : t`Valid bets ${money(vip.validBet)} · the top level`}
          </p>
        </div>
      </section>

      <ClaimOutcome claim={claim} />
      {centre.list.length === 0 ? (
        <p className="empty-state">{t`Nothing to claim right now. Rebates arrive the day after you play, missions pay as soon as you reach them.`}</p>
      ) : (
        <>
          {centre.total !== "0.00" && (
            <p>
              {t`Waiting for you`}: <strong data-testid="reward-total">{money(centre.total)}</strong>
            </p>
          )}
          <ul className="reward-list" data-testid="reward-list">
            {centre.list.map((reward) => (
              <li key={reward.key} className="card reward-list__item">
                <span className={`badge badge--${reward.source}`}>{i18n._(SOURCE_LABELS[reward.source])}</span>
                <span className="reward-list__title">{describe(reward)}</span>
                {reward.amount !== null && <strong className="amount amount--in">{money(reward.amount)}</strong>}
                {reward.source === "raffle" ? (
                  <Link to="/promotions" className="button button--ghost button--small">
                    <Trans>Draw on the promotions page</Trans>
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={claim.state.hasTag("claiming") || claim.state.context.claimedKeys.includes(reward.key)}
                    onClick={() => claim.claim(reward.key)}
                  >
                    {claim.state.hasTag("claiming") && claim.state.context.key === reward.key ? t`Claiming…` : t`Claim`}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function BonusDetailsPage({ search, onSearch }: RecordSearchProps) {
  const { i18n, t } = useLingui();
  const { account, flows, money } = useWalletView();
  const kind = BONUS_KINDS.find((chosen) => chosen === search.kind);
  const { days, pageNo } = recordChoice(search);
  const { data } = useQuery({ ...flows.queries.bonusDetails(account, { from: fromOf(days), kind, pageNo }), placeholderData: keepPreviousData });
  const list = data?.list ?? [];
  return (
    <div className="wallet-page">
      <div className="filters">
        <TypeFilter kinds={BONUS_KINDS} labels={BONUS_LABELS} value={kind} onChange={(chosen) => onSearch({ ...search, kind: chosen, page: undefined })} />
        <PeriodPicker days={days} onChange={(chosen) => onSearch({ ...search, days: chosen, page: undefined })} />
      </div>
      {list.length === 0 ? (
        <p className="empty-state">{t`No bonuses for this choice.`}</p>
      ) : (
        <>
          <p>
            {t`Total`}: <strong data-testid="bonus-total">{money(data?.total ?? "0")}</strong>
          </p>
          <table className="records" data-testid="bonus-details">
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Details`}</th>
                <th scope="col">{t`Amount`}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.time, i18n.locale, true)}</td>
                  <td>{i18n._(BONUS_LABELS[row.kind])}</td>
                  <td>{referenceText(i18n, row.reference)}</td>
                  <td className="amount amount--in">{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <Pager pageNo={pageNo} totalPages={data?.totalPages ?? 1} onPage={(next) => onSearch({ ...search, page: pageParam(next) })} />
    </div>
  );
}

export function MissionsPage() {
  const { i18n, t } = useLingui();
  const { account, flows, money, format } = useWalletView();
  const summary = useQuery(flows.queries.missions(account)).data;
  const board = useQuery(flows.queries.missionLeaderboard(account)).data;
  const claim = useRewardClaim();
  if (!summary) return <div className="spinner" role="status" aria-label={t`Loading`} />;
  const figure = (metric: "valid_bet" | "rounds", value: string) => (metric === "valid_bet" ? money(value) : format.digits(value));
  return (
    <div className="wallet-page missions" data-testid="missions">
      <h3>{t`Today's missions`}</h3>
      <ClaimOutcome claim={claim} />
      <ul className="mission-list">
        {summary.missions.map((mission) => (
          <li key={mission.id} className="card mission" data-testid="mission">
            <div className="mission__head">
              <strong>{mission.title}</strong>
              <span className="amount amount--in">{t`Reward ${money(mission.reward)}`}</span>
            </div>
            <div className="meter" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={mission.percent} aria-label={mission.title}>
              <span style={{ width: `${mission.percent}%` }} />
            </div>
            <div className="mission__foot">
              <span className="muted">
                {figure(mission.metric, mission.progress)} / {figure(mission.metric, mission.target)}
              </span>
              {mission.state === "in_progress" && <span className="muted">{t`In progress`}</span>}
              {mission.state === "claimed" && <span className="badge badge--done">{t`Claimed`}</span>}
              {mission.state === "completed" && mission.rewardKey !== null && (
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={claim.state.hasTag("claiming") || claim.state.context.claimedKeys.includes(mission.rewardKey)}
                  onClick={() => mission.rewardKey !== null && claim.claim(mission.rewardKey)}
                >
                  {t`Claim`}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>

      <h3>{t`This week's leaderboard`}</h3>
      {board && board.list.length > 0 ? (
        <table className="records" data-testid="mission-leaderboard">
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Missions done`}</th>
              <th scope="col">{t`Valid bet`}</th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((row) => (
              <tr key={row.rank} className={board.me?.rank === row.rank ? "is-me" : undefined}>
                <td>{format.number(row.rank)}</td>
                <td>{board.me?.rank === row.rank ? t`You` : row.account}</td>
                <td>{format.number(row.completed)}</td>
                <td className="amount">{money(row.validBet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">{t`No missions done this week yet: be the first.`}</p>
      )}
      {board?.me && board.me.rank > board.list.length && (
        <p data-testid="my-rank">{t`Your rank: ${format.number(board.me.rank)} (${format.number(board.me.completed)} missions done)`}</p>
      )}
      {board && <p className="muted">{t`Week from ${formatDate(board.weekStart, i18n.locale)}`}</p>}
    </div>
  );
}
