// The member centre: the left menu of SPEC §2 with unread badges, the chosen page on the right, a close button.
// Members only: a visitor is asked to log in, a trial account is told it needs a real one.
import { useEffect, useRef, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { mayOpenMemberCentre } from "../../../../machines/access";
import { AuthDialogsActor, SessionActor, useContentQueries } from "../../../flows/actors";
import { MEMBER_PAGES, type MemberPage } from "../../../config/index";
import { useCatalog } from "../../../i18n/useCatalog";
import { useFormat } from "../../../i18n/useFormat";
import { DepositPage } from "./DepositPage";
import { RecordsPage, type RecordSearchProps } from "./RecordsPage";
import { BetRecordsPage, ProfitPage } from "./PlayRecordsPage";
import { SecurityPage } from "./SecurityPage";
import { AgentTransferPage, WalletPage } from "./TransferPages";
import { WithdrawPage } from "./WithdrawPage";
import { MessagesPage, ReferralPage } from "./InboxPages";
import { BonusDetailsPage, MissionsPage, RewardCentrePage } from "./RewardPages";
import { PAGE_LABELS } from "./walletText";

const isMemberPage = (page: string): page is MemberPage => MEMBER_PAGES.some((p) => p === page);

/** search and onSearch: the URL's search, which the record pages keep their filter, period and page in. */
export function MemberCentre({ page, depositId, ...records }: { page: string; depositId: number | undefined } & RecordSearchProps) {
  useCatalog("wallet");
  const { i18n, t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const dialogs = AuthDialogsActor.useActorRef();
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const allowed = member !== null && mayOpenMemberCentre(member.type);
  const counts = useQuery({ ...useContentQueries().counts(member?.account ?? ""), enabled: allowed }).data;

  useEffect(() => {
    if (loading || allowed) return;
    dialogs.send({ type: "protected.request", accountType: member?.type ?? null });
    void navigate({ to: "/", replace: true });
  }, [loading, allowed, member, dialogs, navigate]);

  // On a phone the menu is one scrolling row: the page shown is brought into it, not left off-screen.
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = menu.current;
    const active = list?.querySelector<HTMLElement>("[aria-current=page]");
    if (list && active && list.scrollWidth > list.clientWidth) list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [page, allowed]);

  if (!allowed) return <div className="page-loading" role="status" aria-busy="true" />;
  const current: MemberPage = isMemberPage(page) ? page : "securityCenter";
  const badges: Partial<Record<MemberPage, number>> = { messageV2: counts?.unreadCount ?? 0, rewardCenter: counts?.unclaimedCount ?? 0, missionLeaderboard: counts?.missionCount ?? 0 };

  return (
    <section className="member-centre" aria-labelledby="member-centre-title" data-testid="member-centre">
      <aside className="member-centre__menu">
        <h1 id="member-centre-title" className="member-centre__title">
          <Trans>Member centre</Trans>
        </h1>
        <nav aria-label={t`Member centre`}>
          <ul ref={menu}>
            {MEMBER_PAGES.map((item) => (
              <li key={item}>
                <Link to="/member/$page" params={{ page: item }} className={item === current ? "is-active" : undefined} aria-current={item === current ? "page" : undefined}>
                  <span>{i18n._(PAGE_LABELS[item])}</span>
                  {(badges[item] ?? 0) > 0 && (
                    <span className="badge badge--count" aria-label={t`${format.number(badges[item] ?? 0)} new`}>
                      {format.number(badges[item] ?? 0)}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="member-centre__body">
        <header className="member-centre__head">
          <h2>{i18n._(PAGE_LABELS[current])}</h2>
          <Link to="/" className="icon-button" aria-label={t`Close the member centre`} data-testid="member-centre-close">
            ✕
          </Link>
        </header>
        <PageOf page={current} depositId={depositId} {...records} />
      </div>
    </section>
  );
}

function PageOf({ page, depositId, ...records }: { page: MemberPage; depositId: number | undefined } & RecordSearchProps): ReactNode {
  switch (page) {
    case "securityCenter":
      return <SecurityPage />;
    case "transferFund":
      return <WalletPage />;
    case "depositv2":
      return <DepositPage depositId={depositId} />;
    case "withdraw":
      return <WithdrawPage />;
    case "transferUpline":
      return <AgentTransferPage />;
    case "transactionHistory":
      return <RecordsPage {...records} />;
    case "personalHistoryCopy":
      return <BetRecordsPage {...records} />;
    case "personalProfit":
      return <ProfitPage {...records} />;
    case "messageV2":
      return <MessagesPage {...records} />;
    case "referral":
      return <ReferralPage />;
    case "rewardCenter":
      return <RewardCentrePage />;
    case "bonusDetails":
      return <BonusDetailsPage {...records} />;
    case "missionLeaderboard":
      return <MissionsPage />;
  }
}
