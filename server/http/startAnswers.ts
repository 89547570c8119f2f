// The answers a page carries (src/contract/startAnswers.ts): the site's start-up calls asked of the app itself, with
// the page request's own headers (its caller, its country header), so each is what the browser's own call would get.
import type { Hono } from "hono";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/contract/domain";
import { LANGUAGE_COOKIE, startCalls, type StartAnswers } from "../../src/contract/startAnswers";
import type { AppContext, AppEnv } from "./context";

function cookieLanguage(c: AppContext): string | null {
  const cookies = c.req.header("cookie") ?? "";
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookies)?.[1];
  return LANGUAGES.find((language) => language === value) ?? null;
}

/** Writes the answers for one page request; a call that fails is left out (the browser asks it again itself). */
export function pageStartAnswers(app: Hono<AppEnv>, merchant: string) {
  return async (c: AppContext, page: "home" | "other"): Promise<StartAnswers> => {
    const language = cookieLanguage(c) ?? DEFAULT_LANGUAGE;
    const headers = new Headers(c.req.raw.headers);
    for (const name of ["accept-encoding", "if-none-match", "if-modified-since", "token", "cookie"]) headers.delete(name);
    headers.set("merchant", merchant);
    headers.set("language", language);
    headers.set("accept", "application/json");
    const answers = await Promise.all(
      startCalls(new URL(c.req.url).host, page).map(async (key): Promise<[string, unknown] | null> => {
        const response = await app.request(key, { headers }, c.env);
        return response.ok ? [key, await response.json()] : null;
      }),
    );
    return { merchant, language, answers: Object.fromEntries(answers.filter((answer) => answer !== null)) };
  };
}
