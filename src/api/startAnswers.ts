// Reads the start-up answers the server wrote into the page (src/contract/startAnswers.ts), each given out once: a
// later call of the same path (a status recheck, a refetch) goes to the network as usual.
import { START_ANSWERS_ID, startAnswersSchema } from "../contract/startAnswers";

export interface StartAnswerSource {
  /** The envelope the server wrote for this call in this merchant and language, once; undefined when there is none. */
  take(key: string, merchant: string, language: string): unknown;
}

/** The answers of the page's element, which is removed (they are read once). */
export function pageStartAnswers(page: Document): StartAnswerSource {
  const element = page.getElementById(START_ANSWERS_ID);
  element?.remove();
  return startAnswersOf(element?.textContent ?? null);
}

export function startAnswersOf(text: string | null): StartAnswerSource {
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // A page cut short or altered on its way: the calls go to the network.
  }
  const parsed = startAnswersSchema.safeParse(json);
  const written = parsed.success ? parsed.data : null;
  const answers = new Map(written ? Object.entries(written.answers) : []);
  return {
    take(key, merchant, language) {
      if (!written || written.merchant !== merchant || written.language !== language) return undefined;
      const answer = answers.get(key);
      answers.delete(key);
      return answer;
    },
  };
}
