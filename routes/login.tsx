// Login page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { loginSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/login")({
  validateSearch: loginSearchSchema,
  staticData: { title: msg`Log in`, banner: "w_login" },
  component: FramePage,
});
