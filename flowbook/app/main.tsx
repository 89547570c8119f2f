// The flow book: every machine's purpose, statechart, states, scenarios and coverage, with a simulator that runs the
// real machine and lets the reader answer its calls. Reads book.json (npm run flows); never reaches the network else.
import { StrictMode, useEffect, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import type { AnyActorRef, AnyMachineSnapshot } from "xstate";
import { getStateNodes } from "@xstate/graph";
import type { Book, BookPage, Coverage } from "../book";
import { edgeLabelLines, stateNotes } from "../layout";
import { isActive, keyOf } from "../paths";
import { PLANS } from "../plans/index";
import { humanize } from "../words";
import { choicesFor, startSimulation, type Choice } from "./simulator";
import "./book.css";

const useHash = () =>
  useSyncExternalStore(
    (notify) => (window.addEventListener("hashchange", notify), () => window.removeEventListener("hashchange", notify)),
    () => window.location.hash,
  );

function App() {
  const [book, setBook] = useState<Book | null>(null);
  const [failed, setFailed] = useState(false);
  const hash = useHash();
  useEffect(() => {
    fetch("book.json")
      .then((answer) => answer.json())
      .then((loaded: Book) => setBook(loaded))
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p className="empty">The book could not be read: build it with npm run flows (npm run dev builds it as it starts).</p>;
  if (!book) return <p className="empty">Loading the flow book…</p>;
  const [name = "", anchor = ""] = hash.replace(/^#\/?/, "").split("/");
  const page = book.pages.find((candidate) => candidate.name === name);
  return (
    <div className="book">
      <nav className="book__nav" aria-label="Machines">
        <a className="book__title" href="#/">
          Tala flow book
        </a>
        {book.areas.map(({ area, pages }) => (
          <section key={area}>
            <h2>{area}</h2>
            <ul>
              {pages.map((entry) => (
                <li key={entry.name}>
                  <a href={`#/${entry.name}`} aria-current={entry.name === name ? "page" : undefined}>
                    {entry.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <main className="book__main">{page ? <MachinePage key={page.name} page={page} anchor={anchor} /> : <Contents book={book} />}</main>
    </div>
  );
}

function Contents({ book }: { book: Book }) {
  return (
    <>
      <h1>Tala's flows</h1>
      <p>
        Every flow of the site is a state machine. Each page below draws one, lists what the player sees in each of its states, lets you run it with canned
        answers, and tells its whole behaviour as scenarios. The same machines run in the site.
      </p>
      {book.areas.map(({ area, pages }) => (
        <section key={area}>
          <h2>{area}</h2>
          <dl className="contents">
            {pages.map((entry) => (
              <div key={entry.name}>
                <dt>
                  <a href={`#/${entry.name}`}>{entry.name}</a>
                </dt>
                <dd>{entry.summary}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`);
const coverageLine = (coverage: Coverage) =>
  `${coverage.states.reached.length}/${coverage.states.total} states (${percent(coverage.states.reached.length, coverage.states.total)}), ${coverage.transitions.taken.length}/${coverage.transitions.total} transitions (${percent(coverage.transitions.taken.length, coverage.transitions.total)})`;

function useActorSnapshot(actor: AnyActorRef): AnyMachineSnapshot {
  return useSyncExternalStore(
    (notify) => {
      const subscription = actor.subscribe({ next: notify, error: notify });
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
}

function MachinePage({ page, anchor }: { page: BookPage; anchor: string }) {
  const plan = PLANS[page.file];
  const inputs = plan?.inputs ?? [undefined];
  const [inputIndex, setInputIndex] = useState(0);
  const [run, setRun] = useState(0);
  const [actor, setActor] = useState<AnyActorRef | null>(null);
  useEffect(() => {
    if (!plan) return;
    const started = startSimulation(plan, plan.inputs?.[inputIndex]);
    setActor(started);
    return () => started.stop();
  }, [plan, inputIndex, run]);
  if (!plan) return <p>No plan for {page.name}.</p>;
  const exportHref = `stately/${page.name}.json`;
  const browser = page.coverage.browser;
  return (
    <article data-testid="machine-page">
      <h1>{page.name}</h1>
      <p className="purpose">{page.purpose}</p>
      <ul className="facts">
        <li data-testid="coverage-machine">Model-based tests (machine alone): {coverageLine(page.coverage.machine)}</li>
        <li data-testid="coverage-browser">
          {browser
            ? `Browser paths (tests/e2e/flowPaths.test.ts walks them on the real site and fails where a page does not follow): ${coverageLine(browser)}`
            : "Not walked in the browser."}
        </li>
        <li>
          Export:{" "}
          <a href={exportHref} download={`${page.name}.json`}>
            {page.name}.json
          </a>{" "}
          (paste as <code>createMachine(…)</code> in Stately's editor: Import, or the visualiser)
        </li>
      </ul>
      {inputs.length > 1 && (
        <label className="inputs">
          Start with{" "}
          <select value={inputIndex} onChange={(change) => setInputIndex(Number(change.target.value))} data-testid="simulator-input">
            {inputs.map((input, index) => (
              <option key={index} value={index}>
                {JSON.stringify(input)}
              </option>
            ))}
          </select>
        </label>
      )}
      {actor && <Simulation key={actor.sessionId} page={page} actor={actor} onReset={() => setRun((count) => count + 1)} />}
      <Scenarios page={page} anchor={anchor} />
    </article>
  );
}

function Simulation({ page, actor, onReset }: { page: BookPage; actor: AnyActorRef; onReset: () => void }) {
  const plan = PLANS[page.file];
  const snapshot = useActorSnapshot(actor);
  const [log, setLog] = useState<{ label: string; to: string }[]>([]);
  const [last, setLast] = useState<{ before: AnyMachineSnapshot; type: string } | null>(null);
  const [slow, setSlow] = useState<string | null>(null);
  if (!plan) return null;
  const nodes = getStateNodes(plan.machine.root);
  const active = new Set(nodes.filter((node) => isActive(snapshot, node)).map(keyOf));
  const resting = nodes.filter((node) => (node.type === "atomic" || node.type === "final") && active.has(keyOf(node))).map(keyOf);
  const choices = choicesFor(plan, snapshot);
  // The transitions the last choice took: its event, from a state active before, to one active now.
  const taken = new Set(
    last
      ? page.chart.edges
          .filter(
            (edge) =>
              edge.eventType === last.type && nodes.some((node) => keyOf(node) === edge.source && isActive(last.before, node)) && active.has(edge.target),
          )
          .map((edge) => edge.id)
      : [],
  );
  const choose = (choice: Choice) => {
    if (!choice.event) {
      setSlow(choice.group);
      return;
    }
    setSlow(null);
    setLast({ before: actor.getSnapshot(), type: choice.event.type });
    actor.send(choice.event);
    const after = actor.getSnapshot();
    const now = nodes.filter((node) => (node.type === "atomic" || node.type === "final") && isActive(after, node)).map(keyOf);
    setLog((entries) => [...entries, { label: choice.label, to: now.join(", ") || "done" }]);
  };
  const groups = [...new Set(choices.map((choice) => choice.group))];
  return (
    <section className="simulation" aria-label="Simulator">
      <Diagram page={page} active={active} taken={taken} />
      <div className="panel">
        <h2>Simulate</h2>
        <p data-testid="current-state">
          Now in <strong>{resting.join(", ") || "—"}</strong>
          {snapshot.status === "done" ? " (the flow has ended)" : ""}
        </p>
        {resting.map((state) => (
          <p key={state} className="seen" data-testid="current-seen">
            {plan.seen[state]}
          </p>
        ))}
        {slow && <p className="slow">Still waiting for {slow}: the page keeps showing this state until it answers.</p>}
        {groups.map((group) => (
          <div key={group} className="choices">
            <h3>{group === "time" ? "Time" : group === "player" ? "The player" : `The ${humanize(group)} call`}</h3>
            {choices
              .filter((choice) => choice.group === group)
              .map((choice, index) => (
                <button
                  key={index}
                  type="button"
                  className={`choice choice--${choice.kind}`}
                  title={choice.event ? JSON.stringify(choice.event) : undefined}
                  onClick={() => choose(choice)}
                >
                  {choice.label}
                </button>
              ))}
          </div>
        ))}
        {choices.length === 0 && <p>Nothing more can happen here.</p>}
        <button type="button" className="reset" onClick={onReset}>
          Start again
        </button>
        {log.length > 0 && (
          <ol className="log" data-testid="simulator-log">
            {log.map((entry, index) => (
              <li key={index}>
                {entry.label} → <strong>{entry.to}</strong>
              </li>
            ))}
          </ol>
        )}
      </div>
      <States page={page} active={active} />
    </section>
  );
}

function Diagram({ page, active, taken }: { page: BookPage; active: Set<string>; taken: Set<string> }) {
  const { layout, chart } = page;
  const byPath = new Map<string, BookPage["chart"]["root"]>();
  const index = (state: BookPage["chart"]["root"]) => {
    byPath.set(state.path, state);
    state.children.forEach(index);
  };
  index(chart.root);
  const browserStates = new Set(page.coverage.browser?.states.reached ?? []);
  const browserEdges = new Set(page.coverage.browser?.transitions.taken ?? []);
  return (
    <figure className="diagram" data-testid="statechart">
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={`Statechart of ${page.name}`}>
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" />
          </marker>
        </defs>
        {layout.states.map((box) => {
          const state = byPath.get(box.path);
          if (!state) return null;
          const compound = state.children.length > 0;
          const notes = stateNotes(state, chart.edges);
          const classes = [
            "state",
            compound ? "state--compound" : "",
            active.has(box.path) ? "state--active" : "",
            state.type === "final" ? "state--final" : "",
            browserStates.has(box.path) ? "state--browser" : "",
          ];
          return (
            <g key={box.path} className={classes.join(" ")} data-state={box.path}>
              <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={10} />
              <text x={box.x + (compound ? 12 : box.width / 2)} y={box.y + 21} textAnchor={compound ? "start" : "middle"} className="state__name">
                {state.key}
              </text>
              {notes.map((note, line) => (
                <text
                  key={line}
                  x={box.x + (compound ? 12 : box.width / 2)}
                  y={box.y + 38 + line * 15}
                  textAnchor={compound ? "start" : "middle"}
                  className="state__note"
                >
                  {note}
                </text>
              ))}
              <title>{state.seen ?? state.key}</title>
            </g>
          );
        })}
        {layout.anyState && (
          <g className="state state--any">
            <rect x={layout.anyState.x} y={layout.anyState.y} width={layout.anyState.width} height={layout.anyState.height} rx={15} />
            <text x={layout.anyState.x + layout.anyState.width / 2} y={layout.anyState.y + 19} textAnchor="middle" className="state__note">
              in any state
            </text>
          </g>
        )}
        {layout.starts.map((start, key) => (
          <g key={key} className="start">
            <circle cx={start.x} cy={start.y} r={5} />
            <polyline points={start.points.map((point) => point.join(",")).join(" ")} markerEnd="url(#arrow)" />
          </g>
        ))}
        {layout.edges.map((placed) => {
          const edge = chart.edges.find((candidate) => candidate.id === placed.id);
          if (!edge) return null;
          const classes = ["edge", taken.has(edge.id) ? "edge--taken" : "", browserEdges.has(edge.key) ? "edge--browser" : ""];
          return (
            <g key={placed.id} className={classes.join(" ")}>
              <polyline points={placed.points.map((point) => point.join(",")).join(" ")} markerEnd="url(#arrow)" />
              {edgeLabelLines(edge).map((line, row) => (
                <text key={row} x={placed.label.x + 4} y={placed.label.y + 12 + row * 15} className={row === 0 ? "edge__event" : "edge__guard"}>
                  {line}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        Highlighted: where the simulator is now. Green: on the paths the browser test walks on the real site. Calls, and events that keep the state, are named
        inside the states.
      </figcaption>
    </figure>
  );
}

function States({ page, active }: { page: BookPage; active: Set<string> }) {
  const resting: BookPage["chart"]["root"][] = [];
  const collect = (state: BookPage["chart"]["root"]) => {
    if (state.seen !== null) resting.push(state);
    state.children.forEach(collect);
  };
  collect(page.chart.root);
  const browser = new Set(page.coverage.browser?.states.reached ?? []);
  return (
    <section className="states">
      <h2>States and what the player sees</h2>
      <dl>
        {resting.map((state) => (
          <div key={state.path} className={active.has(state.path) ? "states__item states__item--active" : "states__item"} data-testid="state-entry">
            <dt id={`state-${state.path}`}>
              {state.path}
              {state.tags.length > 0 && <span className="tags"> · {state.tags.join(", ")}</span>}
              {browser.has(state.path) && <span className="browser"> · on a browser path</span>}
              {page.unreachable[state.path] && <span className="tags"> · not reachable on the page: {page.unreachable[state.path]}</span>}
            </dt>
            <dd>
              {state.seen}
              {page.shots[state.path] && (
                <div className="shot" tabIndex={0} aria-label={`Screenshot of ${state.path} (scrolls)`}>
                  <img src={`shots/${page.shots[state.path]}`} alt={`The page in ${state.path}, from the browser paths' last run`} loading="lazy" />
                </div>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "#/login/login-3" opens scenario login-3, "#/login/login-3-2" also points at its second step. */
function Scenarios({ page, anchor }: { page: BookPage; anchor: string }) {
  useEffect(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: "center" });
  }, [anchor]);
  return (
    <section className="scenarios">
      <h2>Scenarios ({page.scenarios.length})</h2>
      <p>The paths the model-based tests walk, one per transition and per state, shortest first. Each scenario and each step has a link of its own.</p>
      {page.scenarios.map((scenario) => (
        <details key={scenario.id} id={scenario.id} data-testid="scenario" open={anchor === scenario.id || anchor.startsWith(`${scenario.id}-`)}>
          <summary>
            <a href={`#/${page.name}/${scenario.id}`}>{scenario.id}</a> {scenario.title}
          </summary>
          <ol>
            {scenario.steps.map((step, index) => (
              <li
                key={index}
                id={`${scenario.id}-${index + 1}`}
                className={anchor === `${scenario.id}-${index + 1}` ? `step step--${step.kind} step--pointed` : `step step--${step.kind}`}
              >
                <a className="step__kind" href={`#/${page.name}/${scenario.id}-${index + 1}`}>
                  {step.kind === "given" ? "Given" : step.kind === "when" ? "When" : "Then"}
                </a>{" "}
                {step.text}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
