// Home: a welcome and the way into every game area.
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { GAME_TYPE_ITEMS } from "../../../config/navigation";

export function HomePage() {
  const { i18n } = useLingui();
  return (
    <div className="home">
      <section className="home-hero">
        <h1>
          <Trans>Welcome to Tala</Trans>
        </h1>
        <p>
          <Trans>Slots, live casino, fishing, card games, sports and lottery in one place.</Trans>
        </p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="section-title">
          <Trans>Game areas</Trans>
        </h2>
        <ul className="category-grid">
          {GAME_TYPE_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={`category-tile category-tile--${item.to.slice(1)}`}>
                <span className="category-tile__label">{i18n._(item.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
