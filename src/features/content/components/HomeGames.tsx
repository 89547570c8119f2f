// The home page's lower half: popular games beside the winner board and the lottery's latest results. Loaded as it
// nears the viewport.
import { LotteryResults } from "./LotteryResults";
import { PopularGames } from "./PopularGames";
import { WinnerBoard } from "./WinnerBoard";

export function HomeGames() {
  return (
    <div className="home-columns">
      <PopularGames />
      <div className="home-columns__side">
        <WinnerBoard />
        <LotteryResults />
      </div>
    </div>
  );
}
