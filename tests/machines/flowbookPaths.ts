// The model-based paths and the scenario paths drawn from them, for the flow book's own test.
import type { FlowPlan } from "../../flowbook/plan";
import { machinePaths } from "../../flowbook/paths";
import { storyPaths } from "../../flowbook/scenarios";

export { machinePaths };
export const storyPathsFor = (plan: FlowPlan) => storyPaths(plan, machinePaths(plan));
