// The member centre's messages (messageV2: opened messages count as read, the header's number follows) and invite
// friends (the member's link and QR code, and how many friends registered with it).
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { pageParam, Pager } from "../../../ui/Paging";
import type * as z from "zod/mini";
import type { messagePageSchema } from "../../../contract/member";
import { useCommand } from "../../../flows/command";
import { invalidateContent } from "../../../flows/queries";
import { recordChoice, type RecordSearchProps } from "./RecordsPage";
import { useWalletView } from "./useWalletView";

export function MessagesPage({ search, onSearch }: RecordSearchProps) {
  const { t } = useLingui();
  const { account, flows } = useWalletView();
  const { pageNo } = recordChoice(search);
  const page = useQuery(flows.queries.messages(account, pageNo)).data;
  return (
    <div className="wallet-page" data-testid="messages">
      {(page?.list ?? []).map((message) => (
        <Message key={message.id} message={message} />
      ))}
      {page && page.list.length === 0 && <p className="empty-state">{t`No messages.`}</p>}
      <Pager pageNo={pageNo} totalPages={page?.totalPages ?? 1} onPage={(next) => onSearch({ ...search, page: pageParam(next) })} />
    </div>
  );
}

type MemberMessage = z.infer<typeof messagePageSchema>["list"][number];

/** One message: opening an unread one marks it read, and the lists and the header's number follow. */
function Message({ message }: { message: MemberMessage }) {
  const { i18n, t } = useLingui();
  const { flows } = useWalletView();
  const queryClient = useQueryClient();
  const readMessage = useCommand<number>(flows.readMessage, () => void invalidateContent(queryClient));
  return (
    <details className={`card message${message.read ? "" : " message--unread"}`} onToggle={(event) => event.currentTarget.open && !message.read && readMessage.run(message.id)}>
      <summary>
        {!message.read && <span className="badge badge--new">{t`New`}</span>} <strong>{message.title}</strong>{" "}
        <span className="muted">{i18n.date(message.time, { dateStyle: "medium", timeStyle: "short" })}</span>
      </summary>
      <p>{message.content}</p>
    </details>
  );
}

export function ReferralPage() {
  const { t } = useLingui();
  const { account, flows, format } = useWalletView();
  const referral = useQuery(flows.queries.referral(account)).data;
  const [copied, setCopied] = useState(false);
  if (!referral) return <div className="spinner" role="status" aria-label={t`Loading`} />;
  return (
    <div className="wallet-page referral card" data-testid="referral">
      <p>{t`Share your link: friends who register with it join your team.`}</p>
      <img src={referral.qrCodeUrl} alt={t`QR code of your invitation link`} width={180} height={180} />
      <p>
        {t`Invitation code`}: <strong data-testid="referral-code">{referral.affiliateCode}</strong>
      </p>
      <div className="field-row">
        <input readOnly value={referral.link} aria-label={t`Invitation link`} className="referral__link" />
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void navigator.clipboard?.writeText(referral.link).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? t`Copied` : <Trans>Copy</Trans>}
        </button>
      </div>
      <p className="muted">{t`${format.number(referral.invited)} friends registered with your link.`}</p>
    </div>
  );
}
