// The walked path's own expect. tests/e2e/flowPaths.test.ts walks flows side by side in concurrent tests, where
// vitest's global expect cannot tell which test it serves (expect.poll refuses to run); each path is walked inside
// walking(), and the flows' expect is that test's.
import { AsyncLocalStorage } from "node:async_hooks";
import { expect as globalExpect, type ExpectStatic } from "vitest";

const walked = new AsyncLocalStorage<ExpectStatic>();

export function walking<T>(testExpect: ExpectStatic, walk: () => Promise<T>): Promise<T> {
  return walked.run(testExpect, walk);
}

export const expect: ExpectStatic = new Proxy(globalExpect, {
  get: (outside, key) => Reflect.get(walked.getStore() ?? outside, key),
  apply: (outside, self, args) => Reflect.apply(walked.getStore() ?? outside, self, args),
});
