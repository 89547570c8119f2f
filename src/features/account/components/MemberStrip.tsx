// The header's member strip: avatar and VIP level, counts, balance, deposit or security centre, agent centre, sign out.
// Loaded once a member is signed in: a first-time visitor's first paint does not carry it.
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { isRealMember, mayOpenAgentCentre } from "../../../../machines/access";
import type { MemberInfo } from "../../../contract/member";
import { AuthDialogsActor, SessionActor, useContentQueries } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";

export function MemberStrip({ member }: { member: MemberInfo }) {
  const { t } = useLingui();
  const session = SessionActor.useActorRef();
  const dialogs = AuthDialogsActor.useActorRef();
  const welcome = SessionActor.useSelector((s) => s.context.welcome);
  const initial = (member.nickname || member.account).slice(0, 1).toUpperCase();
  const name = member.nickname || member.account;
  const format = useFormat();
  return (
    <div className="member-strip" data-testid="member-strip">
      {welcome && (
        <div className="welcome" role="status" data-testid="welcome">
          <span>
            <Trans>Welcome to Tala, {name}! Your account is ready.</Trans>
          </span>
          <button type="button" className="link-button" onClick={() => session.send({ type: "welcome.dismiss" })}>
            <Trans>Close</Trans>
          </button>
        </div>
      )}
      {member.clubLabel && member.clubLabel.rankLevel > 0 && isRealMember(member.type) ? (
        // The VIP level rides on the avatar and opens the reward centre, where its rebate and progress are.
        <Link to="/member/$page" params={{ page: "rewardCenter" }} className="avatar avatar--vip" title={t`VIP ${format.number(member.clubLabel.rankLevel)} · ${member.clubLabel.labelName}`} data-testid="header-vip">
          <span aria-hidden="true">{initial}</span>
          <span className="avatar__vip" aria-hidden="true">
            {format.number(member.clubLabel.rankLevel)}
          </span>
          <span className="visually-hidden">{t`VIP ${format.number(member.clubLabel.rankLevel)} · ${member.clubLabel.labelName}`}</span>
        </Link>
      ) : (
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      )}
      <span className="member-strip__name">{name}</span>
      {isRealMember(member.type) && <MemberCounts member={member.account} />}
      <HeaderBalance member={member.account} />
      {!isRealMember(member.type) ? (
        <button type="button" className="button button--ghost" data-testid="security-centre" onClick={() => dialogs.send({ type: "protected.request", accountType: member.type })}>
          <Trans>Security centre</Trans>
        </button>
      ) : (
        <>
          <Link to="/member/$page" params={{ page: "depositv2" }} className="button button--primary" data-testid="header-deposit">
            <Trans>Deposit</Trans>
          </Link>
          <Link to="/member/$page" params={{ page: "securityCenter" }} className="button button--ghost" data-testid="security-centre" title={t`Security centre`}>
            <span aria-hidden="true">⚙</span> <span className="member-strip__label">{t`Security centre`}</span>
          </Link>
        </>
      )}
      {mayOpenAgentCentre(member.type) && (
        <Link to="/agentCentre" search={{ page: "overview" }} className="button button--ghost" data-testid="agent-centre-link">
          <Trans>Agent centre</Trans>
        </Link>
      )}
      <button type="button" className="button button--ghost" onClick={() => dialogs.send({ type: "dialog.logout" })} data-testid="sign-out">
        <Trans>Sign out</Trans>
      </button>
    </div>
  );
}

/** The balance, hidden as *** at a tap (SPEC §2); every wallet movement refreshes it. */
function HeaderBalance({ member }: { member: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const [shown, setShown] = useState(true);
  const { data } = useQuery(useContentQueries().balance(member));
  const amount = data ? format.money(data.sumBalance) : "…";
  return (
    <span className="balance-chip">
      <span data-testid="header-balance">{shown ? amount : "***"}</span>
      <button type="button" className="icon-button icon-button--small" aria-pressed={!shown} aria-label={shown ? t`Hide balance` : t`Show balance`} onClick={() => setShown(!shown)}>
        {shown ? "◉" : "◎"}
      </button>
    </span>
  );
}

/** Unread messages and unclaimed promotions next to the member's name. */
function MemberCounts({ member }: { member: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const { data } = useQuery(useContentQueries().counts(member));
  if (!data) return null;
  return (
    <>
      <Link to="/promotions" search={{ type: "raffle" }} className="count-chip" title={t`Unclaimed promotions`} data-testid="unclaimed-count">
        <span aria-hidden="true">★</span> <span>{format.number(data.unclaimedCount)}</span>
      </Link>
      <span className="count-chip" title={t`Unread messages`} data-testid="unread-count">
        <span aria-hidden="true">✉</span> <span>{format.number(data.unreadCount)}</span>
      </span>
    </>
  );
}
