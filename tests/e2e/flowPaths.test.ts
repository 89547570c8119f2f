// Model-based paths through the real site: the shortest paths to every state of six flows (flowbook/browser.ts), each
// step done as a person would on the page and each state checked on the page; coverage is printed and kept for the book.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { browserPaths, browserSteps, planOf, stepKey } from "../../flowbook/browser";
import { coverageOf } from "../../flowbook/book";
import { describePath } from "../../flowbook/paths";
import { restingStates } from "../../flowbook/scenarios";
import { answeredInvoke } from "../../flowbook/words";
import { BROWSER_FLOWS, type FlowPage, type SiteFlow } from "./flows/index";
import { e2eUnavailable, launchBrowser, newPage, screenshot, startSite, type RunningSite } from "./server";

const unavailable = e2eUnavailable();
const shot = new Set<string>();

async function walkPath(flow: SiteFlow, context: FlowPage, index: number) {
  const plan = planOf(flow.file);
  const paths = browserPaths(flow);
  const chosen = paths[index];
  if (!chosen) throw new Error(`no path ${index}`);
  const steps = browserSteps(plan, chosen);
  const name = flow.file.replace(/\.machine$/, "");
  const check = async (states: string[], after: string) => {
    for (const state of states) {
      const expectation = flow.states[state];
      if (!expectation) throw new Error(`${name}: the path reaches ${state}, which has no page check`);
      try {
        await expectation(context);
      } catch (error) {
        throw new Error(`${name}: the page does not show ${state} after ${after} (path: ${describePath(chosen.path)})\n${String(error)}`);
      }
      if (!shot.has(`${name}-${state}`)) {
        shot.add(`${name}-${state}`);
        await screenshot(context.page, `flow-${name}-${state}`, true);
      }
    }
  };
  // The answers a step leads to (one call's answer can start another) are arranged before the step that makes them.
  const arrange = async (position: number) => {
    for (let next = steps[position]; next && answeredInvoke(next.event.type); next = steps[++position]) {
      await flow.answers[stepKey(plan, next.event)]?.(context);
    }
  };
  await arrange(0);
  await flow.open(context);
  const start = chosen.path.steps[0];
  await check(start ? restingStates(plan, start.state) : [], "opening the page");
  for (const [position, step] of steps.entries()) {
    if (!answeredInvoke(step.event.type)) {
      await arrange(position + 1);
      const action = flow.events[stepKey(plan, step.event)];
      if (!action) throw new Error(`${name}: no page action for ${stepKey(plan, step.event)}`);
      await action(context, step);
    }
    await check(step.states, stepKey(plan, step.event));
  }
}

describe.skipIf(unavailable !== null)("flows walked through the real site in Chromium", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const flow of BROWSER_FLOWS) {
    const paths = browserPaths(flow);
    // A site per flow: one flow's refusals (a failed login asks every later login from this address for a captcha)
    // never change what another flow's page shows.
    describe(flow.file, () => {
      let site: RunningSite;
      const problems: string[] = [];
      beforeAll(async () => {
        // The receipt's deadline is passed by moving its disbursement back (the TALA_RECEIPT_CLOCK hook), not waited for.
        site = await startSite({ TALA_RECEIPT_CLOCK: "on" });
      });
      afterAll(async () => {
        await site?.stop();
      });

      it.each(paths.map((candidate, index) => [`${index + 1}. ${describePath(candidate.path)}`, index] as const))(
        "%s",
        async (_label, index) => {
          const page = await newPage(browser, problems, { width: 390 });
          try {
            await walkPath(flow, { page, site, unique: `${Date.now().toString(36)}${index}`, notes: new Map() }, index);
          } finally {
            await page.context().close();
          }
        },
        120_000,
      );

      it("reaches every state but those the page has no way to, and prints its coverage beside the machine's own", () => {
        const coverage = coverageOf(flow.file, paths);
        console.log(
          `${flow.file}: browser paths reach ${coverage.states.reached.length}/${coverage.states.total} states and ${coverage.transitions.taken.length}/${coverage.transitions.total} transitions in ${paths.length} paths`,
        );
        const unreachable = Object.keys(flow.unreachable ?? {});
        expect(
          unreachable.filter((state) => coverage.states.reached.includes(state)),
          "named unreachable, yet reached",
        ).toEqual([]);
        expect(new Set([...coverage.states.reached, ...unreachable]), "every resting state reached or named unreachable").toEqual(
          new Set(coverage.states.resting),
        );
      });

      it("ran without script errors or Content-Security-Policy violations", () => {
        const unexpected = problems.filter((problem) => !(flow.expectedProblems ?? []).some((expected) => expected.test(problem)));
        if (unexpected.length) console.log(unexpected);
        expect(unexpected).toEqual([]);
      });
    });
  }
});
