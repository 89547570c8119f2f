// The home page's lower half: popular games beside the winner board. Loaded as it nears the viewport.
import { PopularGames } from "./PopularGames";
import { WinnerBoard } from "./WinnerBoard";

export function HomeGames() {
  return (
    <div className="home-columns">
      <PopularGames />
      <WinnerBoard />
    </div>
  );
}
