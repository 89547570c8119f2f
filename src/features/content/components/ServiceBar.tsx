// The right-hand service bar: live chat (or the VIP line for members above rank 4), Facebook, Telegram, a second Telegram,
// WhatsApp; a column in the wide page's margin, one button that opens them elsewhere.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import type { ServiceType } from "../../../contract/content";
import { SessionActor, useContentQueries } from "../../../flows/actors";

const CHAT = "M4 5h16v10H9l-4 4v-4H4z";
const PLANE = "M3 11l18-7-4 16-5-5-3 4v-5l8-7-10 6z";
const ICONS: Record<ServiceType, string> = {
  LIVECHAT: CHAT,
  VIP: "M3 8l4 3 5-6 5 6 4-3-2 10H5z",
  FACEBOOK: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z",
  TELEGRAM: PLANE,
  TELEGRAM2: PLANE,
  WHATSAPP: "M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.5 12.2c-.3.7-1.5 1.3-2 1.3-2.5 0-6.5-3.8-6.5-6.4 0-.6.5-1.8 1.2-2l1.3 2.3-.8 1c.6 1.3 1.8 2.4 3 3l1-.8z",
};

export function ServiceBar() {
  const { t } = useLingui();
  // The link's name in the player's language (the operator's title is one text for every language).
  const names: Record<ServiceType, string> = { LIVECHAT: t`Live chat`, VIP: t`VIP line`, FACEBOOK: t`Facebook`, TELEGRAM: t`Telegram`, TELEGRAM2: t`Telegram`, WHATSAPP: t`WhatsApp` };
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.account ?? null) : null));
  const { data } = useQuery(useContentQueries().service(member));
  if (!data) return null;
  const others = data.version.pathList.filter((link) => link.type !== "LIVECHAT" && link.type !== "VIP");
  const links = data.chat ? [data.chat, ...others] : others;
  if (links.length === 0) return null;
  return (
    <nav className="service-bar" aria-label={t`Customer service`} data-testid="service-bar">
      {/* Narrower screens fold the links behind one button, so the bar never sits on the page's content. */}
      <button type="button" className="service-bar__toggle" popoverTarget="service-links" aria-label={t`Customer service`}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d={CHAT} fill="currentColor" />
        </svg>
      </button>
      <ul id="service-links" popover="auto" className="service-bar__links">
        {links.map((link) => (
          <li key={`${link.type}-${link.path}`}>
            <a href={link.path} target="_blank" rel="noopener noreferrer" className={`service-bar__link service-bar__link--${link.type.toLowerCase()}`} title={names[link.type]}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d={ICONS[link.type]} fill="currentColor" />
              </svg>
              <span className="visually-hidden">{names[link.type]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
