// The announcement modal: titles on the left (nine a page), the chosen notice on the right; a title toggles it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { useSelector } from "@xstate/react";
import { announcementsMachine, pageCount, pageIds } from "../../../../machines/announcements.machine";
import type { Notice } from "../../../contract/content";
import { useFormat } from "../../../i18n/useFormat";
import { Modal } from "../../../ui/Modal";
import { useCatalog } from "../../../i18n/useCatalog";

type Snapshot = SnapshotFrom<typeof announcementsMachine>;
const selectPage = (s: Snapshot) => ({ ids: pageIds(s.context), page: s.context.page, pages: pageCount(s.context.ids), openId: s.context.openId });

export function AnnouncementModal({ actor, notices }: { actor: ActorRefFrom<typeof announcementsMachine>; notices: readonly Notice[] }) {
  useCatalog("content");
  const { t } = useLingui();
  const format = useFormat();
  const { ids, page, pages, openId } = useSelector(actor, selectPage, (a, b) => a.page === b.page && a.openId === b.openId && a.ids.join() === b.ids.join());
  const byId = new Map(notices.map((notice) => [notice.id, notice]));
  const open = openId === null ? undefined : byId.get(openId);
  return (
    <Modal title={t`Announcements`} closeLabel={t`Close`} onClose={() => actor.send({ type: "announcements.close" })} testId="announcement-modal" wide>
      <div className="announcements">
        <div className="announcements__list">
          <ul>
            {ids.map((id) => {
              const notice = byId.get(id);
              if (!notice) return null;
              return (
                <li key={id}>
                  <button type="button" className={id === openId ? "is-open" : ""} aria-expanded={id === openId} onClick={() => actor.send({ type: "notice.toggle", id })}>
                    <span className="announcements__title">{notice.title}</span>
                    <span className="announcements__time">{format.date(notice.time)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <nav className="pager" aria-label={t`Announcement pages`}>
            <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => actor.send({ type: "page.previous" })}>
              <Trans>Previous</Trans>
            </button>
            <span data-testid="announcement-page">
              {format.number(page)} / {format.number(pages)}
            </span>
            <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => actor.send({ type: "page.next" })}>
              <Trans>Next</Trans>
            </button>
          </nav>
        </div>
        <article className="announcements__content" aria-live="polite" data-testid="announcement-content">
          {open ? (
            <>
              <h3>{open.title}</h3>
              <p className="announcements__time">{format.date(open.time, true)}</p>
              {/* Sanitised by the server with an allow-list when written and again when read. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: open.content }} />
            </>
          ) : (
            <p className="muted">
              <Trans>Choose an announcement to read it.</Trans>
            </p>
          )}
        </article>
      </div>
    </Modal>
  );
}
