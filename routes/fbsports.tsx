// The sportsbook page, header only (GCS_gameLaunchFB's): the book of the house's sports.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { SportsBook } from "../src/features/games/pages/sports/SportsBook";

export const Route = createFileRoute("/fbsports")({
  staticData: { title: msg`Sports`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function FbSports() {
    return (
      <section className="content-page">
        <SportsBook area="sports" />
      </section>
    );
  },
});
