// The site's announcements, each opening in place.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useContentQueries } from "../../../flows/actors";

export function Announcements() {
  const { i18n, t } = useLingui();
  const notices = useQuery(useContentQueries().notices(i18n.locale)).data ?? [];
  return (
    <div className="agent-notices">
      {notices.map((notice) => (
        <details key={notice.id} className="card">
          <summary>
            <strong>{notice.title}</strong> <span className="muted">{i18n.date(notice.time, { dateStyle: "medium" })}</span>
          </summary>
          {/* The server sends notices sanitised. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: notice.content }} />
        </details>
      ))}
      {notices.length === 0 && <p className="empty-state">{t`No announcements.`}</p>}
    </div>
  );
}
