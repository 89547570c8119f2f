// The home page's notice strip: announcement titles scroll past (pausing on hover or focus); a title opens the modal.
import { useLingui } from "@lingui/react/macro";
import type { Notice } from "../../../contract/content";

export function NoticeStrip({ notices, onOpen }: { notices: readonly Notice[]; onOpen: (id: number) => void }) {
  const { t } = useLingui();
  if (notices.length === 0) return null;
  // The titles are drawn twice so the scroll can loop without a gap; the copy is hidden from screen readers.
  const titles = (copy: boolean) =>
    notices.map((notice) => (
      <button key={`${copy ? "copy" : "main"}-${notice.id}`} type="button" className="notice-strip__title" tabIndex={copy ? -1 : 0} aria-hidden={copy || undefined} onClick={() => onOpen(notice.id)}>
        {notice.title}
      </button>
    ));
  return (
    <section className="notice-strip" aria-label={t`Announcements`} data-testid="notice-strip">
      <svg className="notice-strip__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M3 10v4h4l6 5V5L7 10zm13-2a5 5 0 0 1 0 8M18.5 5.5a8.5 8.5 0 0 1 0 13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="notice-strip__window">
        <div className="notice-strip__track" style={{ animationDuration: `${Math.max(20, notices.length * 8)}s` }}>
          {titles(false)}
          {titles(true)}
        </div>
      </div>
    </section>
  );
}

/** The strip's place while the notices are on their way: its height, empty, so what is under it stays put. */
export function NoticeStripSpace() {
  return (
    <div className="notice-strip notice-strip--reserved" aria-hidden="true">
      <span className="notice-strip__icon notice-strip__icon--reserved" />
      <div className="notice-strip__window">
        <span className="notice-strip__title">&nbsp;</span>
      </div>
    </div>
  );
}
