// The search popup: a game name searched on Enter, past searches, results, and a member's nine most recent slots.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isRealMember } from "../../../../machines/access";
import { SessionActor, useContentQueries, useSearchFlows, useFlowActor } from "../../../flows/actors";
import { Modal } from "../../../ui/Modal";
import { GameGrid } from "../components/GameTile";
import { useCatalog } from "../../../i18n/useCatalog";

function RecentSlots({ member }: { member: string }) {
  const { i18n } = useLingui();
  const { data } = useQuery(useContentQueries().recentSlots(member, i18n.locale));
  const games = data?.list ?? [];
  return (
    <section aria-labelledby="recent-title" className="search__section">
      <h3 id="recent-title">
        <Trans>Recently played slots</Trans>
      </h3>
      {games.length === 0 ? (
        <p className="muted">
          <Trans>The slots you play will appear here.</Trans>
        </p>
      ) : (
        <GameGrid games={games} small />
      )}
    </section>
  );
}

export function SearchPopup({ onClose }: { onClose: () => void }) {
  useCatalog("content");
  const { t } = useLingui();
  const flows = useSearchFlows();
  const actor = useFlowActor(flows.searchPopup, { input: { history: flows.searchHistory() } });
  const state = useSelector(actor, (s) => s);
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") && s.context.member && isRealMember(s.context.member.type) ? s.context.member.account : null));

  useEffect(() => {
    actor.send({ type: "search.open" });
    const subscription = actor.on("history.changed", ({ history }) => flows.storeSearchHistory(history));
    return () => subscription.unsubscribe();
  }, [actor, flows]);

  const { query, history, results, errorCode } = state.context;
  return (
    <Modal title={t`Search games`} closeLabel={t`Close`} onClose={onClose} testId="search-popup" wide>
      <form
        className="search__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "search.submit" });
        }}
      >
        <input
          type="search"
          className="search__input"
          value={query}
          placeholder={t`Game name`}
          aria-label={t`Game name`}
          maxLength={100}
          autoFocus
          onChange={(event) => actor.send({ type: "query.change", value: event.target.value })}
        />
        <button type="submit" className="button button--primary" disabled={state.hasTag("searching")}>
          <Trans>Search</Trans>
        </button>
      </form>
      {history.length > 0 && (
        <section className="search__section" aria-labelledby="history-title">
          <div className="search__history-head">
            <h3 id="history-title">
              <Trans>Search history</Trans>
            </h3>
            <button type="button" className="link-button" onClick={() => actor.send({ type: "history.clear" })}>
              <Trans>Clear</Trans>
            </button>
          </div>
          <ul className="chips">
            {history.map((past) => (
              <li key={past}>
                <button type="button" className="chip" onClick={() => actor.send({ type: "history.pick", query: past })}>
                  {past}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {state.matches({ open: "searching" }) && <div className="spinner" role="status" aria-label={t`Searching`} />}
      {state.matches({ open: "failed" }) && (
        <p className="form-message form-message--error" role="alert">
          {errorCode === "network_error" ? <Trans>Network link is abnormal, please try again</Trans> : <Trans>Unknown error</Trans>}
        </p>
      )}
      {state.matches({ open: "results" }) && (
        <section className="search__section" aria-labelledby="results-title" data-testid="search-results">
          <h3 id="results-title">
            <Trans>Results</Trans>
          </h3>
          {results.length === 0 ? (
            <p className="muted">
              <Trans>No game matches “{query}”.</Trans>
            </p>
          ) : (
            <GameGrid games={results} small />
          )}
        </section>
      )}
      {member && <RecentSlots member={member} />}
    </Modal>
  );
}
