// The answers a page's first calls would get (status, settings, the home page's banners and notices), written into the
// page by the server so the first paint waits for no round trip. Shared by the server that writes them and the
// client that reads each one once, in place of its call.
import * as zod from "zod/mini";

/** The <script type="application/json"> element of index.html that carries them. */
export const START_ANSWERS_ID = "tala-start";
/** The cookie that tells the server a returning visitor's language, so the answers come in it. */
export const LANGUAGE_COOKIE = "tala-lang";

export const startAnswersSchema = zod.object({
  /** The merchant and language the answers were asked in: a client in another answers nothing from them. */
  merchant: zod.string(),
  language: zod.string(),
  /** Each call's envelope, by answerKey. */
  answers: zod.record(zod.string(), zod.unknown()),
});
export type StartAnswers = zod.infer<typeof startAnswersSchema>;

export type CallQuery = Record<string, string | number | boolean | undefined>;

/** One key per call: the path and its query in name order (undefined values left out, as the client sends them). */
export function answerKey(path: string, query: CallQuery = {}): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The home page's banner group (routes/index.tsx): its answer and its first picture come with the home page. */
export const HOME_BANNER_GROUP = "w_home";

/** The home page's banners call: the server draws its first view around the first of them. */
export const HOME_BANNERS_CALL = answerKey("/wps/content/banners", { groupName: HOME_BANNER_GROUP });

/** The calls whose answers a page carries: the app's start-up checks on every page, the banners on the home page. */
export function startCalls(host: string, page: "home" | "other"): string[] {
  const checks = [answerKey("/wps/system/status", { url: host }), "/wps/system/country", "/wps/system/whitelabel", "/wps/system/setting/register"];
  return page === "home" ? [...checks, HOME_BANNERS_CALL] : checks;
}
