// The sportsbook page, header only (GCS_gameLaunchFB's): the book of the house's sports.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { SportsBook } from "../src/features/games/pages/sports/SportsBook";

export const Route = createFileRoute("/fbsports")({
  staticData: { title: msg`Sports`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function FbSports() {
    return (
      <section className="content-page" aria-labelledby="fbsports-title">
        <h1 id="fbsports-title" className="visually-hidden">
          <Trans>Sports</Trans>
        </h1>
        <SportsBook area="sports" />
      </section>
    );
  },
});
