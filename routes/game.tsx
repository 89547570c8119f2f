// Game in an iframe, header only.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/game")({
  validateSearch: gameSearchSchema,
  staticData: { title: msg`Game`, layout: "headerOnly" },
  component: FramePage,
});
