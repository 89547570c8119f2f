// The header's member strip: counts, balance, deposit (or security centre), and the avatar's menu: VIP level, security
// centre, agent centre, sign out.
// Loaded once a member is signed in: a first-time visitor's first paint does not carry it.
import { useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { isRealMember, mayOpenAgentCentre } from "../../../../machines/access";
import type { MemberInfo } from "../../../contract/member";
import { AuthDialogsActor, SessionActor, useContentQueries } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";
import { useCatalog } from "../../../i18n/useCatalog";

export function MemberStrip({ member }: { member: MemberInfo }) {
  // Its strings (and its fields') are in the account catalog (lingui.config.ts), not the core one.
  useCatalog("account");
  const { t } = useLingui();
  const session = SessionActor.useActorRef();
  const dialogs = AuthDialogsActor.useActorRef();
  const welcome = SessionActor.useSelector((s) => s.context.welcome);
  const initial = (member.nickname || member.account).slice(0, 1).toUpperCase();
  const name = member.nickname || member.account;
  const vip = member.clubLabel && member.clubLabel.rankLevel > 0 && isRealMember(member.type) ? member.clubLabel : null;
  const format = useFormat();
  const menu = useRef<HTMLDivElement>(null);
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
      <span className="member-strip__name">{name}</span>
      {isRealMember(member.type) && <MemberCounts member={member.account} />}
      <HeaderBalance member={member.account} />
      {isRealMember(member.type) ? (
        <Link to="/member/$page" params={{ page: "depositv2" }} className="button button--primary member-strip__deposit" data-testid="header-deposit">
          <Trans>Deposit</Trans>
        </Link>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          data-testid="security-centre"
          onClick={() =>
            dialogs.send({
              type: "protected.request",
              accountType: member.type,
            })
          }
        >
          <Trans>Security centre</Trans>
        </button>
      )}
      {/* One row at every width: the account's other doors wait behind the avatar (a popover: Escape and a tap outside close it). */}
      <button type="button" className={vip ? "avatar avatar--vip" : "avatar"} popoverTarget="account-menu" data-testid="account-menu-button">
        <span aria-hidden="true">{initial}</span>
        <span className="visually-hidden">{t`Account menu`}</span>
        {vip && (
          <span className="avatar__vip" aria-hidden="true">
            {format.number(vip.rankLevel)}
          </span>
        )}
      </button>
      <div
        id="account-menu"
        popover="auto"
        ref={menu}
        className="account-menu"
        data-testid="account-menu"
        onClick={(event) => {
          // A choice made in the menu closes it (the header stays on the page across navigation).
          if (event.target instanceof Element && event.target.closest("a, button")) menu.current?.hidePopover();
        }}
      >
        {vip && (
          // The VIP level opens the reward centre, where its rebate and progress are.
          <Link
            to="/member/$page"
            params={{ page: "rewardCenter" }}
            className="account-menu__item"
            title={t`VIP ${format.number(vip.rankLevel)} · ${vip.labelName}`}
            data-testid="header-vip"
          >
            {t`VIP ${format.number(vip.rankLevel)} · ${vip.labelName}`}
          </Link>
        )}
        {isRealMember(member.type) && (
          <Link to="/member/$page" params={{ page: "securityCenter" }} className="account-menu__item" data-testid="security-centre">
            <Trans>Security centre</Trans>
          </Link>
        )}
        {mayOpenAgentCentre(member.type) && (
          <Link to="/agentCentre" search={{ page: "overview" }} className="account-menu__item" data-testid="agent-centre-link">
            <Trans>Agent centre</Trans>
          </Link>
        )}
        <button type="button" className="account-menu__item" onClick={() => dialogs.send({ type: "dialog.logout" })} data-testid="sign-out">
          <Trans>Sign out</Trans>
        </button>
      </div>
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
      <button
        type="button"
        className="icon-button icon-button--small"
        aria-pressed={!shown}
        aria-label={shown ? t`Hide balance` : t`Show balance`}
        onClick={() => setShown(!shown)}
      >
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
        <span aria-hidden="true">★</span> <span className="visually-hidden">{t`Unclaimed promotions`}</span> <span>{format.number(data.unclaimedCount)}</span>
      </Link>
      <Link to="/member/$page" params={{ page: "messageV2" }} className="count-chip" title={t`Unread messages`} data-testid="unread-count">
        <span aria-hidden="true">✉</span> <span className="visually-hidden">{t`Unread messages`}</span> <span>{format.number(data.unreadCount)}</span>
      </Link>
    </>
  );
}
