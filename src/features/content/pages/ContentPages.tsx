// The content pages: announcements, help (with /help#section opening its modal), promotions and their detail, download, join.
import { Activities } from "./Activities";
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { announcementsMachine } from "../../../../machines/announcements.machine";
import type { FeedbackCategory, FeedbackProblem } from "../../../../machines/feedback.machine";
import { FEEDBACK_CATEGORIES, FEEDBACK_LENGTHS, PROMOTION_TYPES, type PromotionType } from "../../../contract/content";
import { promotionIdOf } from "../../../contract/search";
import { AuthDialogsActor, SessionActor, useContentFlows, useContentQueries, useFlowMachine } from "../../../flows/actors";
import { invalidateContent } from "../../../flows/queries";
import { formatDate } from "../../../i18n/format";
import { useFormat } from "../../../i18n/useFormat";
import { Modal } from "../../../ui/Modal";
import { SafeImage } from "../../../ui/SafeImage";
import { AnnouncementModal } from "./AnnouncementModal";
import { useCatalog } from "../../../i18n/useCatalog";

const Html = ({ html, className = "rich-text" }: { html: string; className?: string }) => (
  // Sanitised by the server with an allow-list when written and again when read.
  <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
);
const useMemberKey = () => SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.account ?? null) : null));

export function NoticePage() {
  useCatalog("content");
  const { i18n } = useLingui();
  const { data: notices = [], isLoading } = useQuery(useContentQueries().notices(i18n.locale));
  const [snapshot, , actor] = useFlowMachine(announcementsMachine);
  const ids = notices.map((notice) => notice.id);
  return (
    <section className="content-page">
      <h1>
        <Trans>Announcements</Trans>
      </h1>
      {isLoading && <div className="spinner" role="status" />}
      <ul className="notice-list">
        {notices.map((notice) => (
          <li key={notice.id}>
            <button type="button" className="notice-list__item card" onClick={() => actor.send({ type: "announcements.open", ids, id: notice.id })}>
              <span className="notice-list__title">{notice.title}</span>
              <span className="muted">{formatDate(notice.time, i18n.locale)}</span>
            </button>
          </li>
        ))}
      </ul>
      {snapshot.hasTag("open") && <AnnouncementModal actor={actor} notices={notices} />}
    </section>
  );
}

export function HelpPage({ withModal = true }: { withModal?: boolean }) {
  useCatalog("content");
  const { i18n, t } = useLingui();
  const { data } = useQuery(useContentQueries().help(i18n.locale));
  const { hash } = useLocation();
  const navigate = useNavigate();
  const sections = data?.sections ?? [];
  const open = withModal ? sections.find((section) => section.anchor === hash) : undefined;
  return (
    <section className="content-page help-page">
      <h1>
        <Trans>Help centre</Trans>
      </h1>
      <div className="help-grid">
        {sections.map((section) => (
          <article key={section.anchor} id={withModal ? undefined : section.anchor} className="card help-card">
            <h2>{withModal ? <Link to="." hash={section.anchor}>{section.title}</Link> : section.title}</h2>
            {!withModal && <Html html={section.content} />}
          </article>
        ))}
      </div>
      {withModal && <FeedbackForm />}
      {open && (
        <Modal title={open.title} closeLabel={t`Close`} onClose={() => void navigate({ to: ".", hash: "" })} testId="help-modal">
          <Html html={open.content} />
        </Modal>
      )}
    </section>
  );
}

function FeedbackForm() {
  const { t } = useLingui();
  const format = useFormat();
  const [state, send] = useFlowMachine(useContentFlows().feedback);
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const { category, values, problems, errorCode } = state.context;
  const labels: Record<FeedbackCategory, string> = {
    suggestion: t`Suggestion`, complaint: t`Complaint`, deposit: t`Deposit`, withdrawal: t`Withdrawal`, game: t`Game`, other: t`Other`,
  };
  const problemText: Record<FeedbackProblem, string> = {
    tooShort: t`Please write at least ${format.number(FEEDBACK_LENGTHS.minContent)} characters.`,
    tooLong: t`Please keep it under ${format.number(FEEDBACK_LENGTHS.maxContent)} characters.`,
    contactRequired: t`Tell us how to reach you, or log in first.`,
  };
  const failure = errorCode === null ? null : errorCode === "too_many_requests" ? t`You have sent a lot of feedback. Please try again later.` : t`Your feedback could not be sent. Please try again.`;
  return (
    <form
      className="card feedback-form"
      aria-labelledby="feedback-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit", signedIn });
      }}
    >
      <h2 id="feedback-title">
        <Trans>Feedback and complaints</Trans>
      </h2>
      <div className="field">
        <label htmlFor="feedback-category">{t`Topic`}</label>
        <select
          id="feedback-category"
          value={category}
          onChange={(event) => send({ type: "category.change", category: FEEDBACK_CATEGORIES.find((c) => c === event.target.value) ?? "other" })}
        >
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {labels[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="feedback-content">{t`Your message`}</label>
        <textarea
          id="feedback-content"
          rows={4}
          maxLength={FEEDBACK_LENGTHS.maxContent}
          value={values.content}
          aria-invalid={problems.content !== undefined}
          onChange={(event) => send({ type: "field.change", field: "content", value: event.target.value })}
        />
        {problems.content && <p className="field__error">{problemText[problems.content]}</p>}
      </div>
      {!signedIn && (
        <div className="field">
          <label htmlFor="feedback-contact">{t`Phone or email to reach you`}</label>
          <input
            id="feedback-contact"
            maxLength={FEEDBACK_LENGTHS.maxContact}
            value={values.contact}
            aria-invalid={problems.contact !== undefined}
            onChange={(event) => send({ type: "field.change", field: "contact", value: event.target.value })}
          />
          {problems.contact && <p className="field__error">{problemText[problems.contact]}</p>}
        </div>
      )}
      {state.hasTag("sent") && <p className="form-message form-message--ok" role="status">{t`Thank you. We have received your feedback.`}</p>}
      {failure && <p className="form-message form-message--error" role="alert">{failure}</p>}
      <button type="submit" className="button button--primary" disabled={state.hasTag("sending")}>
        <Trans>Send</Trans>
      </button>
    </form>
  );
}

export function PromotionsPage({ type }: { type: PromotionType | undefined }) {
  useCatalog("content");
  const { i18n, t } = useLingui();
  const { data: promotions = [] } = useQuery(useContentQueries().promotions(type, i18n.locale, useMemberKey()));
  const labels: Record<PromotionType, string> = { welcome: t`Welcome`, deposit: t`Deposit`, rebate: t`Rebate`, raffle: t`Lucky draw`, vip: t`VIP`, event: t`Events` };
  return (
    <section className="content-page">
      <h1>
        <Trans>Promotions</Trans>
      </h1>
      <nav className="filter-tabs" aria-label={t`Promotion types`}>
        <Link to="/promotions" search={{}} activeOptions={{ includeSearch: true }} activeProps={{ className: "is-active", "aria-current": "page" }}>
          <Trans>All</Trans>
        </Link>
        {PROMOTION_TYPES.map((promotionType) => (
          <Link key={promotionType} to="/promotions" search={{ type: promotionType }} activeOptions={{ includeSearch: true }} activeProps={{ className: "is-active", "aria-current": "page" }}>
            {labels[promotionType]}
          </Link>
        ))}
      </nav>
      {promotions.length === 0 && (
        <p className="muted">
          <Trans>No promotions of this kind right now.</Trans>
        </p>
      )}
      <div className="promo-grid">
        {promotions.map((promotion) => (
          <Link key={promotion.id} to="/promoDetail" search={{ id: String(promotion.id) }} className="promo-card card" data-testid="promo-card">
            <SafeImage src={promotion.imageUrl} alt="" loading="lazy" />
            <span className="promo-card__body">
              <span className="promo-card__type">{labels[promotion.type]}</span>
              <strong>{promotion.title}</strong>
              <span className="muted">{promotion.summary}</span>
              {promotion.claimed && <span className="badge badge--new">{t`Joined`}</span>}
            </span>
          </Link>
        ))}
      </div>
      <Activities />
    </section>
  );
}

export function PromoDetailPage({ id }: { id: string | undefined }) {
  useCatalog("content");
  const { i18n, t } = useLingui();
  const numeric = promotionIdOf(id);
  const member = useMemberKey();
  const queries = useContentQueries();
  const query = useQuery({ ...queries.promotion(numeric ?? 0, i18n.locale, member), enabled: numeric !== null });
  const promotion = query.data;
  if (!promotion) {
    return (
      <section className="content-page">
        {query.isLoading ? <div className="spinner" role="status" /> : <p className="muted">{t`This promotion is not available.`}</p>}
        <Link to="/promotions">{t`All promotions`}</Link>
      </section>
    );
  }
  return (
    <article className="content-page promo-detail">
      <SafeImage className="promo-detail__image" src={promotion.imageUrl} alt="" />
      <h1>{promotion.title}</h1>
      <p className="lead">{promotion.summary}</p>
      <Html html={promotion.content} />
      {promotion.claimable && <RaffleClaim promotionId={promotion.id} claimed={promotion.claimed} />}
      <p>
        <Link to="/promotions">{t`All promotions`}</Link>
      </p>
    </article>
  );
}

function RaffleClaim({ promotionId, claimed }: { promotionId: number; claimed: boolean }) {
  const { t } = useLingui();
  const [state, send, actor] = useFlowMachine(useContentFlows().raffleClaim, { input: { promotionId, claimed } });
  const queryClient = useQueryClient();
  const dialogs = AuthDialogsActor.useActorRef();
  const accountType = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.type ?? null) : null));
  useEffect(() => {
    const asked = actor.on("claim.needsAccount", ({ accountType: who }) => dialogs.send({ type: "protected.request", accountType: who }));
    const done = actor.on("claim.done", () => void invalidateContent(queryClient));
    return () => {
      asked.unsubscribe();
      done.unsubscribe();
    };
  }, [actor, dialogs, queryClient]);
  if (state.hasTag("claimed")) {
    return <p className="form-message form-message--ok" role="status" data-testid="claimed">{t`You are in the draw. Good luck!`}</p>;
  }
  const { errorCode } = state.context;
  return (
    <>
      <button type="button" className="button button--primary" disabled={state.hasTag("claiming")} onClick={() => send({ type: "claim.request", accountType })}>
        <Trans>Join the draw</Trans>
      </button>
      {errorCode && (
        <p className="form-message form-message--error" role="alert">
          {errorCode === "not_found" || errorCode === "not_claimable" ? t`This draw is closed.` : t`Joining the draw did not work. Please try again.`}
        </p>
      )}
    </>
  );
}

export function DownloadPage() {
  useCatalog("content");
  const { t } = useLingui();
  const { data: downloads = [] } = useQuery(useContentQueries().downloads());
  const names = { ios: t`iPhone and iPad`, android: t`Android`, lite: t`Lite app` };
  return (
    <section className="content-page">
      <h1>
        <Trans>Get the Tala app</Trans>
      </h1>
      <div className="download-grid">
        {downloads.map((download) => (
          <article key={download.platform} className="card download-card" data-testid={`download-${download.platform}`}>
            <h2>{names[download.platform]}</h2>
            {download.qrCodeUrl && <img className="download-card__qr" src={download.qrCodeUrl} alt={t`QR code for ${names[download.platform]}`} width={160} height={160} />}
            {download.platform === "ios" && (
              <ol className="steps">
                <li>{t`Open this page in Safari and tap Download.`}</li>
                <li>{t`Allow the configuration profile to download.`}</li>
                <li>{t`On iOS 17 and later, open Settings → General → VPN & Device Management and install the Tala profile by hand.`}</li>
              </ol>
            )}
            {download.platform === "android" && <p>{t`Download the APK and allow installs from your browser when Android asks.`}</p>}
            {download.platform === "lite" && <p>{t`No install needed: add the lite app to your home screen.`}</p>}
            <a className="button button--primary" href={download.url} rel="noopener noreferrer">
              <Trans>Download</Trans> {download.version && `v${download.version}`}
            </a>
          </article>
        ))}
      </div>
    </section>
  );
}

export function JoinPage() {
  useCatalog("content");
  const { i18n } = useLingui();
  const { data } = useQuery(useContentQueries().page("join", i18n.locale));
  const dialogs = AuthDialogsActor.useActorRef();
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  return (
    <section className="content-page join-page">
      <h1>{data?.title}</h1>
      {data && <Html html={data.content} />}
      {!signedIn && (
        <button type="button" className="button button--primary" onClick={() => dialogs.send({ type: "dialog.register" })}>
          <Trans>Register now</Trans>
        </button>
      )}
    </section>
  );
}
