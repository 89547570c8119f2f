// Browser paths: a machine's model-based paths driven through the real site. A flow maps each event to what a person
// does on the page, each call's answer to how the real server is led to give it, and each state to what the page shows.
import type { AnyEventObject } from "xstate";
import type { FlowPlan } from "./plan";
import { machinePaths, type InputPath } from "./paths";
import { PLANS } from "./plans/index";
import { restingStates, storyPaths } from "./scenarios";
import { answeredInvoke, delayOf, failureWords } from "./words";

/** A step of a path as the page sees it: the event, and the states the machine rests in after it. */
export interface BrowserStep {
  event: AnyEventObject;
  states: string[];
}

export interface BrowserFlow<Page> {
  /** The machine's registry file ("login.machine"). */
  file: string;
  /** The plan input that matches the real site's settings. */
  input?: unknown;
  /** Opens a fresh page where the machine starts. */
  open: (page: Page) => Promise<void>;
  /** What a person does for an event (by type), or for a delay ("after:<delay>", e.g. moving the page's clock on). */
  events: Record<string, (page: Page, step: BrowserStep) => Promise<void>>;
  /**
   * How the real server is led to give an answer, done just before the step that makes the call: "done:<invoke id>"
   * (or "done:<invoke id>#<sample index>" when the plan has several), "error:<invoke id>:<code>". Unmapped answers
   * leave their paths out.
   */
  answers: Record<string, (page: Page) => Promise<void>>;
  /** What the page must show in each state the browser paths reach. */
  states: Record<string, (page: Page) => Promise<void>>;
  /** Console errors the flow's failure answers cause on purpose ("status of 401", "net::ERR_FAILED"): not script errors. */
  expectedProblems?: RegExp[];
  /** Resting states no browser path reaches, each with the reason (a page with no way there); every other must be reached. */
  unreachable?: Record<string, string>;
  /** Events of a mapped type the page has no way to send with these values (a provider this lobby does not list): their paths are left out. */
  outOfReach?: (event: AnyEventObject) => boolean;
}

/** The key a step's event has in a flow's maps. */
export function stepKey(plan: FlowPlan, event: AnyEventObject): string {
  const answered = answeredInvoke(event.type);
  if (answered?.ok) {
    const samples = plan.outputs?.[answered.id] ?? [];
    const index = samples.findIndex((sample) => sample === ("output" in event ? event.output : undefined));
    return samples.length > 1 ? `done:${answered.id}#${index}` : `done:${answered.id}`;
  }
  if (answered) return `error:${answered.id}:${failureWords("error" in event ? event.error : null).code}`;
  const delay = delayOf(event.type);
  return delay === null ? event.type : `after:${delay}`;
}

export function planOf(file: string): FlowPlan {
  const plan = PLANS[file];
  if (!plan) throw new Error(`no plan for ${file}`);
  return plan;
}

const mapped = <Page>(flow: BrowserFlow<Page>, plan: FlowPlan, event: AnyEventObject) => {
  const key = stepKey(plan, event);
  return (key in flow.events || key in flow.answers) && !flow.outOfReach?.(event);
};

/**
 * The paths the browser walks: of the model's paths whose every step the flow maps, the shortest to each state and
 * to each transition, less those that are the start of a longer one (the longer one checks every state on the way).
 */
export function browserPaths<Page>(flow: BrowserFlow<Page>): InputPath[] {
  const plan = planOf(flow.file);
  const scoped = { ...plan, inputs: [flow.input] };
  const walkable = machinePaths(scoped).filter(({ path }) => path.steps.every((step) => step.event.type === "xstate.init" || mapped(flow, plan, step.event)));
  const stories = storyPaths(scoped, walkable);
  const signature = (candidate: InputPath) => candidate.path.steps.map((step) => JSON.stringify(step.event)).join("|");
  const signatures = stories.map(signature);
  return stories.filter((_, index) => !signatures.some((other, otherIndex) => otherIndex !== index && other.startsWith(`${signatures[index] ?? ""}|`)));
}

/** A path's steps after the start, each with the states the machine rests in after it. */
export const browserSteps = (plan: FlowPlan, { path }: InputPath): BrowserStep[] =>
  path.steps.filter((step) => step.event.type !== "xstate.init").map((step) => ({ event: step.event, states: restingStates(plan, step.state) }));
