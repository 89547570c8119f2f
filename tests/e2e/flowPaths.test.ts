// Model-based paths through the real site: the shortest paths to every state of six flows (flowbook/browser.ts), each
// step done as a person would on the page and each state checked on the page; coverage is printed and kept for the book.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
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
        await screenshot(context.page, `flow-${name}-${state}`);
      }
    }
  };
  const arrange = async (position: number) => {
    const next = steps[position];
    if (next && answeredInvoke(next.event.type)) await flow.answers[stepKey(plan, next.event)]?.(context);
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
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];
  const report: Record<string, unknown> = {};

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    mkdirSync(path.resolve("test-results"), { recursive: true });
    writeFileSync(path.resolve("test-results/flow-paths.json"), `${JSON.stringify(report, null, 2)}\n`);
    await browser?.close();
    await site?.stop();
  });

  for (const flow of BROWSER_FLOWS) {
    const paths = browserPaths(flow);
    describe(flow.file, () => {
      it.each(paths.map((candidate, index) => [`${index + 1}. ${describePath(candidate.path)}`, index] as const))(
        "%s",
        async (_label, index) => {
          const page = await newPage(browser, problems, { width: 390, expectedStatus: flow.expectedStatus ?? [] });
          try {
            await walkPath(flow, { page, site, unique: `${Date.now().toString(36)}${index}`, notes: new Map() }, index);
          } finally {
            await page.context().close();
          }
        },
        120_000,
      );

      it("prints what the browser paths cover beside the machine's own", () => {
        const coverage = coverageOf(flow.file, paths);
        report[flow.file] = coverage;
        console.log(
          `${flow.file}: browser paths reach ${coverage.states.reached.length}/${coverage.states.total} states and ${coverage.transitions.taken.length}/${coverage.transitions.total} transitions in ${paths.length} paths`,
        );
        expect(coverage.states.reached.length).toBeGreaterThan(1);
      });
    });
  }

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
