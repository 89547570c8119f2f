// A game type's lobby: tabs, the vendor carousel, filters, the tiles with favourite and play, more pages on scroll.
import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import useEmblaCarousel from "embla-carousel-react";
import type { GameListTab } from "../../../../machines/gameList.machine";
import { protectedAction } from "../../../../machines/access";
import { AuthDialogsActor, SessionActor, useGamesFlows, useFlowActor } from "../../../flows/actors";
import { useCommand } from "../../../flows/command";
import { invalidateFavourites } from "../../../flows/queries";
import { SLOT_CLASSIFICATIONS } from "../../../config/index";
import { MIN_BET_FILTERS, type Game, type GameType } from "../../../contract/content";
import type { GameListSearch } from "../../../contract/search";
import { useCatalog } from "../../../i18n/useCatalog";
import { useFormat } from "../../../i18n/useFormat";
import { SafeImage } from "../../../ui/SafeImage";
import { useGameLaunch } from "./GameLaunch";

/** SPEC §2: seven vendors in view for slots, five for fishing and card games. */
const VENDORS_IN_VIEW: Partial<Record<GameType, number>> = { RNG: 7, FISH: 5, PVP: 5 };

/** The list is the URL's: `search` is what the route read, `onSearch` writes a new one (replace: no new history step). */
export function LobbyPage({ gameType, title, search, onSearch }: { gameType: GameType; title: string; search: GameListSearch; onSearch: (search: GameListSearch, replace: boolean) => void }) {
  useCatalog("games");
  const { i18n, t } = useLingui();
  const format = useFormat();
  const flows = useGamesFlows();
  const dialogs = AuthDialogsActor.useActorRef();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const launcher = useGameLaunch();
  const actor = useFlowActor(flows.gameList, { input: { gameType, search } });
  const state = useSelector(actor, (s) => s);
  const { tab, vendor, draft, games, pageNo, totalPages, errorCode } = state.context;
  const vendors = (useQuery(flows.queries.vendors()).data ?? []).filter((v) => v.gameType === gameType);
  const favourites = new Set(useQuery({ ...flows.queries.favouriteIds(member?.account ?? ""), enabled: member !== null }).data ?? []);

  useEffect(() => {
    const subscription = actor.on("games.needsAccount", ({ accountType }) => dialogs.send({ type: "protected.request", accountType }));
    return () => subscription.unsubscribe();
  }, [actor, dialogs]);
  // The routes hand a fresh onSearch on every render: the subscription calls the latest without being renewed.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => {
    const subscription = actor.on("games.searchChanged", ({ search: next, replace }) => latestOnSearch.current(next, replace));
    return () => subscription.unsubscribe();
  }, [actor]);
  // A vendor without a list of its own (the machine says which): its game starts, through the page's launcher.
  const latestStartVendor = useRef(launcher.startVendor);
  useEffect(() => {
    latestStartVendor.current = launcher.startVendor;
  });
  useEffect(() => {
    const subscription = actor.on("games.vendorStart", ({ vendor: chosen }) => latestStartVendor.current(chosen, gameType));
    return () => subscription.unsubscribe();
  }, [actor, gameType]);
  useEffect(() => {
    actor.send({ type: "search.changed", search });
  }, [actor, search]);
  // Only a change of language asks again: the machine's first load already asked in the language shown.
  const shownLanguage = useRef(i18n.locale);
  useEffect(() => {
    if (shownLanguage.current === i18n.locale) return;
    shownLanguage.current = i18n.locale;
    actor.send({ type: "language.changed" });
  }, [actor, i18n.locale]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: "page.more" });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [actor]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const tabs: [GameListTab, string][] = [["", t`All`], ["hot", t`Hot`], ["fav", t`Favourites`], ["recent", t`Recent`]];
  return (
    <section className="lobby" data-testid="lobby">
      <h1>{title}</h1>
      <div className="filter-tabs" role="tablist" aria-label={t`Game lists`}>
        {tabs.map(([value, label]) => (
          <button key={value || "all"} type="button" role="tab" aria-selected={tab === value} className={tab === value ? "is-active" : undefined} onClick={() => actor.send({ type: "tab.select", tab: value, accountType: member?.type ?? null })}>
            {label}
          </button>
        ))}
      </div>
      {launcher.popups}
      {vendors.length > 0 && (
        <VendorCarousel
          vendors={vendors}
          inView={VENDORS_IN_VIEW[gameType] ?? 7}
          chosen={vendor}
          onChoose={(code) => actor.send({ type: "vendor.select", vendor: code })}
        />
      )}
      {tab === "" && (
        <form
          className={filtersOpen ? "lobby-filters is-open" : "lobby-filters"}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "filter.apply" });
          }}
        >
          <input type="search" className="search__input" placeholder={t`Game name`} aria-label={t`Game name`} value={draft.gameName} onChange={(event) => actor.send({ type: "filter.change", field: "gameName", value: event.target.value })} />
          {/* On a phone the kind and minimum bet wait behind this, so the first games show without scrolling. */}
          <button type="button" className="button button--ghost lobby-filters__toggle" aria-expanded={filtersOpen} aria-controls="lobby-filter-choices" onClick={() => setFiltersOpen(!filtersOpen)}>
            <Trans>Filters</Trans>
          </button>
          <span className="lobby-filters__choices" id="lobby-filter-choices">
          {gameType === "RNG" && (
            <select aria-label={t`Classification`} value={draft.classify} onChange={(event) => (actor.send({ type: "filter.change", field: "classify", value: event.target.value }), actor.send({ type: "filter.apply" }))}>
              <option value="">{t`All kinds`}</option>
              {SLOT_CLASSIFICATIONS.map((kind) => (
                <option key={kind} value={kind}>
                  {{ JP: t`Jackpot`, TG: t`Table games`, AC: t`Arcade`, BG: t`Bingo` }[kind]}
                </option>
              ))}
            </select>
          )}
          <select aria-label={t`Minimum bet`} value={draft.minBet} onChange={(event) => (actor.send({ type: "filter.change", field: "minBet", value: event.target.value }), actor.send({ type: "filter.apply" }))}>
            <option value="">{t`Any minimum bet`}</option>
            {MIN_BET_FILTERS.map((bet) => (
              <option key={bet} value={bet}>
                {format.money(bet)}
              </option>
            ))}
          </select>
          </span>
          <button type="submit" className="button button--primary">
            <Trans>Search</Trans>
          </button>
        </form>
      )}
      {state.hasTag("loading") ? (
        <div className="spinner" role="status" aria-label={t`Loading`} />
      ) : games.length === 0 ? (
        <div className="empty-state">
          <p>{errorCode ? t`The games could not be loaded.` : t`No games here yet.`}</p>
          {errorCode && (
            <button type="button" className="button button--secondary" onClick={() => actor.send({ type: "load.retry" })} data-testid="lobby-retry">
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      ) : (
        <div className="game-grid" data-testid="lobby-games">
          {games.map((game) => (
            <LobbyTile key={game.nodeId} game={game} favourite={favourites.has(game.nodeId)} onPlay={() => launcher.start(game)} />
          ))}
        </div>
      )}
      {state.hasTag("paged") && pageNo < totalPages && (
        <button type="button" className="button button--ghost lobby-more" disabled={state.hasTag("loadingMore")} onClick={() => actor.send({ type: "page.more" })} data-testid="lobby-more">
          <Trans>More games</Trans>
        </button>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  );
}

function VendorCarousel({ vendors, inView, chosen, onChoose }: { vendors: { code: string; name: string; logoUrl: string }[]; inView: number; chosen: string; onChoose: (code: string) => void }) {
  const { t } = useLingui();
  const [viewport] = useEmblaCarousel({ align: "start", dragFree: true, containScroll: "trimSnaps" });
  return (
    <div className={`vendor-carousel vendor-carousel--${inView}`} ref={viewport} aria-label={t`Game providers`}>
      <div className="vendor-carousel__track">
        <button type="button" className={`vendor-chip${chosen === "" ? " is-active" : ""}`} onClick={() => onChoose("")}>
          {t`All providers`}
        </button>
        {vendors.map((vendor) => (
          <button key={vendor.code} type="button" className={`vendor-chip${chosen === vendor.code ? " is-active" : ""}`} onClick={() => onChoose(vendor.code)} title={vendor.name}>
            <SafeImage src={vendor.logoUrl} alt="" width={28} height={28} />
            <span>{vendor.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

function LobbyTile({ game, favourite, onPlay: play }: { game: Game; favourite: boolean; onPlay: () => void }) {
  const { t } = useLingui();
  const flows = useGamesFlows();
  const queryClient = useQueryClient();
  const dialogs = AuthDialogsActor.useActorRef();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const favouriteCommand = useCommand<{ nodeId: string; action: "add" | "remove" }>(flows.favourite, () => void invalidateFavourites(queryClient));
  const toggle = () => {
    const accountType = member?.type ?? null;
    if (protectedAction(accountType) !== "allowed") return dialogs.send({ type: "protected.request", accountType });
    favouriteCommand.run({ nodeId: game.nodeId, action: favourite ? "remove" : "add" });
  };
  return (
    <article className="game-tile lobby-tile" data-testid="lobby-tile">
      <span className="game-tile__art">
        <SafeImage src={game.iconUrl} alt="" loading="lazy" width={200} height={200} />
        {game.isHot === 1 && <span className="badge badge--hot">{t`Hot`}</span>}
        {game.isNew === 1 && <span className="badge badge--new">{t`New`}</span>}
        <button type="button" className={`favourite${favourite ? " is-on" : ""}`} aria-pressed={favourite} aria-label={favourite ? t`Remove ${game.gameName} from favourites` : t`Add ${game.gameName} to favourites`} onClick={toggle}>
          {favourite ? "★" : "☆"}
        </button>
      </span>
      <span className="game-tile__name">{game.gameName}</span>
      <span className="game-tile__vendor">{game.displayName}</span>
      <span className="lobby-tile__actions">
        {game.supportPlay === 0 && (
          <button type="button" className="chip" onClick={play}>
            {t`Free trial`}
            <span className="visually-hidden"> {game.gameName}</span>
          </button>
        )}
        <button type="button" className="button button--primary button--small" onClick={play}>
          {t`Play now`}
          {/* Every tile has this button: its name says which game it plays. */}
          <span className="visually-hidden"> {game.gameName}</span>
        </button>
      </span>
    </article>
  );
}
