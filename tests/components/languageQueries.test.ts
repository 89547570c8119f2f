import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { askListsAgain } from "../../src/api/queries/language";

/** A server that answers in the language of the moment, each answer when the test releases it. */
function slowServer() {
  let language = "en";
  const pending: Array<() => void> = [];
  return {
    switchTo: (next: string) => (language = next),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    fetchLevel: () => {
      const asked = language;
      return new Promise<string>((resolve) => pending.push(() => resolve(asked === "bn" ? "ব্রোঞ্জ" : "Bronze")));
    },
  };
}

describe("lists after a language change", () => {
  it("shows the new language's answer even when the first load was still in flight", async () => {
    const server = slowServer();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const observer = new QueryObserver(client, { queryKey: ["vip"], queryFn: server.fetchLevel });
    const shown: string[] = [];
    const unsubscribe = observer.subscribe((result) => result.data && shown.push(result.data));

    server.switchTo("bn");
    const asked = askListsAgain(client);
    server.answerAll();
    await expect
      .poll(() => {
        server.answerAll();
        return observer.getCurrentResult().data;
      })
      .toBe("ব্রোঞ্জ");
    await asked;
    expect(shown).not.toContain("Bronze");
    unsubscribe();
  });

  it("asks a list already shown again, in the new language", async () => {
    const server = slowServer();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const observer = new QueryObserver(client, { queryKey: ["vip"], queryFn: server.fetchLevel });
    const unsubscribe = observer.subscribe(() => undefined);
    server.answerAll();
    await expect.poll(() => observer.getCurrentResult().data).toBe("Bronze");

    server.switchTo("bn");
    const asked = askListsAgain(client);
    await expect.poll(() => observer.getCurrentResult().isFetching).toBe(true);
    server.answerAll();
    await asked;
    expect(observer.getCurrentResult().data).toBe("ব্রোঞ্জ");
    unsubscribe();
  });
});
