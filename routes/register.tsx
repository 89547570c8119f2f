// Registration (home view with the registration form).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { registerSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/register")({
  validateSearch: registerSearchSchema,
  staticData: { title: msg`Register`, banner: "w_reg" },
  component: FramePage,
});
