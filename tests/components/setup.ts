// Testing Library cleans up between tests only with vitest globals; we do it by hand.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
