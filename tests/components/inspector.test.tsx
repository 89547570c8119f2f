// The Stately inspector (?inspect in development) sees every actor the site starts, each with its parent where it has
// one: the app's own providers and routes render page after page with a recording observer in place of the browser
// inspector, and every actor started on the way must be in the record.
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Actor, createMachine, fromPromise, StateMachine, type AnyActorRef, type InspectionEvent, type Observer } from "xstate";
import { routeTree } from "../../src/routeTree.gen";
import { Providers } from "../../src/app/Providers";
import { queryClient, routeData } from "../../src/app/site";
import { parseSearch, stringifySearch } from "../../src/app/searchParams";
import { sessionStore } from "../../src/api/session";
import { InspectContext, useFlowActor } from "../../src/flows/actors";
import { activateLanguage } from "../../src/i18n/index";
import { betSlipMachine } from "../../machines/betSlip.machine";
import { betPlacementMachine, type BetOrder, type PlacedBet } from "../../machines/betPlacement.machine";
import { homePickSample } from "../../flowbook/plans/betSlip";
import { placedSample } from "../../flowbook/plans/betPlacement";
import { permissionSettings, visitorLocation } from "../fixtures/system";

/** What the inspector was told: each actor's session id and its parent's. */
function recorder() {
  const actors = new Map<string, { id: string; parent: string | null; logic: string }>();
  const inspect: Observer<InspectionEvent> = {
    next: (event) => {
      if (event.type !== "@xstate.actor" || !(event.actorRef instanceof Actor)) return;
      actors.set(event.actorRef.sessionId, { id: event.actorRef.id, parent: event.actorRef._parent?.sessionId ?? null, logic: logicName(event.actorRef) });
    },
  };
  return { actors, inspect };
}

/** A machine's id, or else the id its parent invoked it by. */
function logicName(actor: AnyActorRef): string {
  return actor instanceof Actor && actor.logic instanceof StateMachine ? actor.logic.id : actor.id;
}

/** Every actor started (the interpreter's own start, whoever called it), so one started without the inspector shows. */
const starts = vi.spyOn(Actor.prototype, "start");
const startedActors = (): AnyActorRef[] => [...new Set(starts.mock.contexts.filter((context): context is AnyActorRef => context instanceof Actor))];

/** Started actors the inspector never heard of, and inspected children whose parent it never heard of. */
function inspectionGaps(actors: ReturnType<typeof recorder>["actors"], started: AnyActorRef[]) {
  return {
    uninspected: started.filter((actor) => !actors.has(actor.sessionId)).map(logicName),
    orphans: [...actors.values()].filter((actor) => actor.parent !== null && !actors.has(actor.parent)).map((actor) => actor.logic),
  };
}

const MEMBER = { id: 7, account: "rahim", nickname: "Rahim", type: 0 };
const AGENT = { id: 8, account: "agent01", nickname: "Agent", type: 1 };
let member: typeof MEMBER | null = null;

/** The platform as the start needs it: a normal status, the demo merchant's settings, the member; every other call refused. */
async function platform(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(input instanceof Request ? input.url : String(input), "http://site.test").pathname;
  const answers: Record<string, unknown> = {
    "/wps/system/status": 0,
    "/wps/system/country": { ...visitorLocation, countryDialingCode: "880" },
    "/wps/system/whitelabel": permissionSettings.whitelabel,
    "/wps/system/setting/register": permissionSettings.registerSettings,
    // What the member pages wait for before they show their forms (and start their machines).
    ...(member
      ? {
          "/wps/member/info": member,
          "/wps/member/security": { account: member.account, mobile: null, email: null, hasPaymentPassword: true },
          "/wps/v2/withdrawals/limits": { min: "100.00", max: "50000.00", perDay: 5, usedToday: 0, receiptAutoconfirmMinutes: 30 },
          "/wps/v2/payout-accounts": [],
          "/wps/relay/GCS_merchantWallet": { main: "100.00", wallets: [{ vendor: "ACE", name: "Ace", balance: "0.00" }] },
        }
      : {}),
  };
  const body = path in answers ? { success: true, code: "0", message: "", value: answers[path] } : { success: false, code: "test_unavailable", message: "not in this test", value: null };
  return new Response(JSON.stringify(body), { status: path in answers ? 200 : 503, headers: { "content-type": "application/json" } });
}

beforeAll(async () => {
  await activateLanguage("en");
  // happy-dom has no dialog methods; the product modal only needs them to exist.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  vi.stubGlobal("fetch", platform);
});
afterEach(() => {
  sessionStore.clearToken();
  queryClient.clear();
  member = null;
  starts.mockClear();
});
afterAll(() => {
  vi.unstubAllGlobals();
  starts.mockRestore();
});

/** The site at `url`, as src/main.tsx boots it, with the recording observer as the inspector. */
async function visit(url: string, inspect: Observer<InspectionEvent>) {
  const router = createRouter({ routeTree, context: { queryClient, data: routeData }, history: createMemoryHistory({ initialEntries: [url] }), parseSearch, stringifySearch });
  const view = render(
    <Providers initialLanguage="en" initialTheme="light" inspect={inspect}>
      <RouterProvider router={router} />
    </Providers>,
  );
  // Past the system checks, with the page's own code loaded and its machines started.
  // (The first visit of a page transforms its code: generous waits, for a busy machine.)
  await waitFor(() => expect(router.state.status).toBe("idle"), { timeout: 20_000 });
  await screen.findByRole("main", {}, { timeout: 20_000 });
  return view;
}

describe("the inspector sees every actor the site starts", () => {
  // Each page, and the machines it starts beside the root ones (its own, and what they invoke).
  const pages: [string, typeof MEMBER | null, string[]][] = [
    ["/", null, ["jackpot", "announcements", "activityGift"]],
    ["/rng", null, ["gameList", "gameLaunch", "fetchFirstPage"]],
    ["/sports", null, ["betSlip", "gameList", "gameLaunch"]],
    ["/login", null, ["login", "smsCountdown"]],
    ["/register", null, ["registration", "smsCountdown"]],
    ["/resetPassword?token=abc", null, ["resetPassword"]],
    ["/help", null, ["feedback"]],
    ["/member/depositv2", MEMBER, ["deposit"]],
    ["/member/withdraw", MEMBER, ["withdrawal"]],
    ["/member/transferFund", MEMBER, ["transfer"]],
    ["/member/securityCenter", MEMBER, ["paymentPassword"]],
    ["/member/rewardCenter", MEMBER, ["rewardClaim"]],
    ["/pointMall", MEMBER, ["pointSpend"]],
    ["/agentCentre?page=contracts", AGENT, ["agentContracts"]],
  ];

  it.each(pages)("%s", async (url, signedIn, expected) => {
    member = signedIn;
    if (signedIn) sessionStore.saveToken("a".repeat(64));
    const { actors, inspect } = recorder();
    const view = await visit(url, inspect);
    const logics = () => new Set([...actors.values()].map((actor) => actor.logic));
    await waitFor(() => expect([...logics()]).toEqual(expect.arrayContaining(["app", "preferences", "session", "authDialogs", ...expected])), { timeout: 20_000 });
    // Invoked and spawned actors name their parent: the session's check of the stored token, the page's loads.
    if (signedIn) expect([...actors.values()].find((actor) => actor.logic === "fetchMemberInfo")?.parent).toBe([...actors.entries()].find(([, actor]) => actor.logic === "session")?.[0]);
    expect(inspectionGaps(actors, startedActors())).toEqual({ uninspected: [], orphans: [] });
    view.unmount();
  }, 60_000);
});

describe("useFlowActor", () => {
  it("hands the inspector a view's machine and what it invokes, each with its parent", async () => {
    const { actors, inspect } = recorder();
    const placeBet = fromPromise<PlacedBet, BetOrder>(async () => placedSample);
    const slip = betSlipMachine.provide({ actors: { placeBets: betPlacementMachine.provide({ actors: { placeBet } }) } });
    const wrapper = ({ children }: { children: ReactNode }) => <InspectContext value={inspect}>{children}</InspectContext>;
    const { result } = renderHook(() => useFlowActor(slip, { input: { keyPrefix: "inspect" } }), { wrapper });
    await act(async () => {
      result.current.send({ type: "selection.toggle", selection: homePickSample });
      result.current.send({ type: "slip.place" });
    });
    await waitFor(() => expect(result.current.getSnapshot().value).toBe("placed"));
    const byLogic = (name: string) => [...actors.entries()].filter(([, actor]) => actor.logic === name);
    const [[slipId] = []] = byLogic("betSlip");
    const [[placementId, placement] = []] = byLogic("betPlacement");
    // The slip is the view's (a root); its placing names it as parent, and each bet call names the placing.
    expect(actors.get(slipId ?? "")?.parent).toBeNull();
    expect(placement?.parent).toBe(slipId);
    expect(byLogic("placeBet").map(([, actor]) => actor.parent)).toEqual([placementId]);
    expect(inspectionGaps(actors, startedActors())).toEqual({ uninspected: [], orphans: [] });
  });

  it("is what the check above catches a view without: an actor started around it is reported uninspected", () => {
    const { actors, inspect } = recorder();
    const stray = createMachine({ id: "stray" });
    const wrapper = ({ children }: { children: ReactNode }) => <InspectContext value={inspect}>{children}</InspectContext>;
    // @xstate/react's own hook, as a view that skipped useFlowActor would call it (the lint forbids it in src/).
    renderHook(() => useActorRef(stray), { wrapper });
    expect(inspectionGaps(actors, startedActors()).uninspected).toEqual(["stray"]);
  });
});
