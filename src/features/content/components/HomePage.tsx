// Home: notice strip, jackpot ticker, the game areas, popular games and the winner board.
import { lazy } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { GAME_TYPE_ITEMS } from "../../../config/navigation";
import { HomeNotices } from "./HomeNotices";
import { JackpotTicker } from "./JackpotTicker";
import { WhenVisible } from "../../../ui/WhenVisible";

const HomeGames = lazy(() => import("./HomeGames").then((module) => ({ default: module.HomeGames })));

export function HomePage() {
  const { i18n, t } = useLingui();
  return (
    <div className="home">
      <h1 className="visually-hidden">
        <Trans>Welcome to Tala</Trans>
      </h1>
      <HomeNotices />
      <JackpotTicker />
      <nav aria-label={t`Game areas`}>
        <ul className="category-grid">
          {GAME_TYPE_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={`category-tile category-tile--${item.to.slice(1)}`}>
                <span className="category-tile__label">{i18n._(item.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <WhenVisible minHeight="40rem">
        <HomeGames />
      </WhenVisible>
    </div>
  );
}
