// The home page as a first-time visitor meets it, in headless Chromium through the real server: the weight of its
// scripts (gzip at level 9, and the bytes the server actually sent), and its largest contentful paint, layout shift
// and total blocking time on a throttled phone (Lighthouse's mobile profile) and unthrottled. `npx tsx
// scripts/benchHome.ts <url>` measures a server already running (e.g. an older build, for a before/after); `npm run
// bench -- --home` builds, starts and judges.
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { z } from "zod";
import { chromium, type Browser, type BrowserContextOptions, type CDPSession, type Page } from "playwright-core";

const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
/** Runs per profile; the median is reported. */
export const SPEED_RUNS = 3;
/** After the load event, time for late content (queries answered, lazy parts) to arrive and shift what it shifts. */
const SETTLE_MS = 3_000;
/** ...and then the network quiet this long: on a slow line the banner picture may still be on its way at load + 3 s. */
const QUIET_MS = 1_500;
const LOAD_TIMEOUT_MS = 60_000;
/** src/ui/useLater.ts: what the first paint does not need comes at the first touch or this long after the load event. */
const LATER_AFTER_LOAD_MS = 3_000;

export interface Profile {
  name: string;
  context: BrowserContextOptions;
  /** Emulation.setCPUThrottlingRate; 1 is the machine's own speed. */
  cpuSlowdown: number;
  /** Network.emulateNetworkConditions, in ms and bytes per second; null is the loopback as it is. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

/** Lighthouse's mobile profile: a mid-range phone (4× slower CPU) on "Fast 3G" (562.5 ms, 1.6 Mbps down, 750 kbps up, each × 0.9). */
export const THROTTLED_PHONE: Profile = {
  name: "phone, 4× CPU, Fast 3G",
  context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  cpuSlowdown: 4,
  network: { latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
};

export const UNTHROTTLED_DESKTOP: Profile = {
  name: "desktop 1440×900, unthrottled",
  context: { viewport: { width: 1440, height: 900 } },
  cpuSlowdown: 1,
  network: null,
};

export interface ScriptFile {
  name: string;
  raw: number;
  gzip: number;
  /** The body's bytes on the wire, as encoded (compressed when it was), without the headers. */
  transferred: number;
  encoding: string;
}

export interface Speed {
  /** Largest contentful paint, ms after navigation start. */
  lcp: number;
  /** What the largest paint was, e.g. `img.banner src=/demo/banners/1.svg`. */
  lcpElement: string;
  /** Sum of layout shifts without recent input. */
  cls: number;
  /** The shifts, largest first, with the nodes that moved. */
  shifts: { value: number; at: number; sources: string[] }[];
  /** Total blocking time as observed under the applied CPU throttle, ms (blockingTime): a busy machine inflates it. */
  observedTbt: number;
  /** The long tasks observed, longest first: start (ms after navigation) and duration. */
  longTasks: { at: number; ms: number }[];
  /** Every response's bytes on the wire. */
  transferred: number;
}

/**
 * Waits until the page has a heading, with a few lines of the page's own script rather than a Playwright locator:
 * a locator first evaluates Playwright's injected script (about 10 ms of the page's main thread, 40 ms at 4×) and
 * polls with it, work a visitor's phone never does, which the traced visit would count as the page's own.
 */
async function headingShown(page: Page): Promise<void> {
  await page.evaluate(
    `new Promise((resolve, reject) => {
      if (document.querySelector("h1")) return resolve();
      const observer = new MutationObserver(() => { if (document.querySelector("h1")) { observer.disconnect(); resolve(); } });
      observer.observe(document, { childList: true, subtree: true });
      setTimeout(() => { observer.disconnect(); reject(new Error("no heading in ${LOAD_TIMEOUT_MS} ms")); }, ${LOAD_TIMEOUT_MS});
    })`,
  );
}

/** A main-thread task longer than this blocks input (Lighthouse's and the Long Tasks API's threshold). */
const LONG_TASK_MS = 50;

/**
 * Total blocking time as Lighthouse counts it: for every task after the first contentful paint, the part of it over
 * 50 ms (a task that began before FCP counts from FCP on), until the visit's end: load, the settle (when the deferred
 * parts arrive at load + 3 s) and a quiet network. Lighthouse stops at its time to interactive (the start of the
 * first 5 s without long tasks), which comes no later than that end unless tasks go on, so this is its figure or a
 * little more, never less. Each task's `length` is what it is judged to take (its duration, or its CPU time × a
 * slowdown); its start and end place it against FCP.
 */
export function blockingTime(tasks: readonly { start: number; end: number; length: number }[], fcp: number): number {
  let total = 0;
  for (const task of tasks) {
    if (task.end <= fcp) continue;
    const afterFcp = task.end > task.start ? (task.end - Math.max(task.start, fcp)) / (task.end - task.start) : 1;
    total += Math.max(0, task.length * afterFcp - LONG_TASK_MS);
  }
  return total;
}

const TraceEvents = z.object({
  traceEvents: z.array(z.object({ name: z.string(), ph: z.string(), pid: z.number(), tid: z.number(), ts: z.number(), dur: z.number().optional(), tdur: z.number().optional() })),
});

/** The page's main-thread tasks in a Chromium trace (ms from navigation, CPU time as `cpu`) and its first contentful paint. */
function tracedTasks(trace: Buffer): { fcp: number; tasks: { start: number; end: number; cpu: number }[] } {
  const { traceEvents } = TraceEvents.parse(JSON.parse(trace.toString()));
  const threadOf = (event: { pid: number; tid: number }) => `${event.pid}:${event.tid}`;
  // The page's main thread: the renderer thread that ran the most.
  const busy = new Map<string, number>();
  for (const event of traceEvents) if (event.name === "RunTask" && event.ph === "X") busy.set(threadOf(event), (busy.get(threadOf(event)) ?? 0) + (event.tdur ?? 0));
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint" && threadOf(event) === main);
  if (!main || !fcp) throw new Error("the trace has no main thread or no first contentful paint");
  const navigation = traceEvents.find((event) => event.name === "navigationStart" && threadOf(event) === main)?.ts ?? fcp.ts;
  const tasks = traceEvents
    .filter((event) => event.name === "RunTask" && event.ph === "X" && threadOf(event) === main)
    .map((event) => ({ start: (event.ts - navigation) / 1000, end: (event.ts + (event.dur ?? 0) - navigation) / 1000, cpu: (event.tdur ?? event.dur ?? 0) / 1000 }));
  return { fcp: (fcp.ts - navigation) / 1000, tasks };
}

/**
 * Total blocking time under the profile's CPU slowdown as Lighthouse's simulated throttling gets it: the visit runs at
 * the machine's own CPU speed (the network throttled as the profile says) while Chromium traces it, and each task of
 * the page's main thread is judged to take its CPU time × the slowdown. CPU (thread) time is what a busy machine does
 * not stretch: time the thread waits for a core is not in it, so the figure holds on a shared machine, where the
 * throttled visit's own long tasks (observedTbt) grow with every other process. Chromium's applied throttle cannot
 * be read this way: it counts in the thread's time too.
 */
export async function simulatedBlockingTime(browser: Browser, url: string, profile: Profile): Promise<{ tbt: number; tasks: { at: number; ms: number }[] }> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const wire = await wireBytes(cdp);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (profile.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] });
    let failure: unknown = null;
    try {
      await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
      await headingShown(page);
      await page.waitForTimeout(SETTLE_MS);
      await wire.quiet(QUIET_MS, LOAD_TIMEOUT_MS);
    } catch (error) {
      failure = error;
    }
    const trace = await browser.stopTracing();
    if (failure !== null) throw failure;
    const { fcp, tasks } = tracedTasks(trace);
    const judged = tasks.map((task) => ({ ...task, length: task.cpu * profile.cpuSlowdown }));
    const long = judged.filter((task) => task.end > fcp && task.length > LONG_TASK_MS);
    return { tbt: blockingTime(judged, fcp), tasks: long.map((task) => ({ at: Math.round(task.start), ms: Math.round(task.length) })).sort((a, b) => b.ms - a.ms) };
  } finally {
    await context.close();
  }
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** Bytes on the wire of every finished request of the page, and a wait for the network to fall quiet. */
async function wireBytes(cdp: CDPSession) {
  const responses = new Map<string, { url: string; type: string; encoding: string; headerBytes: number; requestedAt: number }>();
  const requestedAt = new Map<string, number>();
  const finished = new Map<string, number>();
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  const settle = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    requestedAt.set(event.requestId, performance.now());
    inFlight.add(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFailed", (event) => settle(event.requestId));
  cdp.on("Network.responseReceived", (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
    // The response's encodedDataLength at this point is what came before the body: the status line and headers.
    responses.set(event.requestId, { url: event.response.url, type: event.type, encoding: headers["content-encoding"] ?? "identity", headerBytes: event.response.encodedDataLength, requestedAt: requestedAt.get(event.requestId) ?? 0 });
  });
  cdp.on("Network.loadingFinished", (event) => {
    finished.set(event.requestId, event.encodedDataLength);
    settle(event.requestId);
  });
  await cdp.send("Network.enable");
  return {
    seen: () => [...responses.entries()].map(([id, response]) => ({ ...response, transferred: Math.max(0, (finished.get(id) ?? 0) - response.headerBytes) })),
    /** Resolves once no request has been open for `ms` (or after `timeoutMs` regardless). */
    async quiet(ms: number, timeoutMs: number) {
      const started = performance.now();
      while ((inFlight.size > 0 || performance.now() - lastActivity < ms) && performance.now() - started < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/**
 * Loads the home page once, unthrottled, and weighs every script it fetched (gzipped here at level 9, and as sent):
 * those of the first paint (requested until the page shows its heading and the network rests half a second, what
 * the budget counts), and those that come later by design (the carousel, the floating widgets: at the first touch or
 * a few seconds after load), listed apart.
 */
export async function homePageScripts(url: string): Promise<{ firstPaint: ScriptFile[]; later: ScriptFile[] }> {
  const browser = await launch();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const wire = await wireBytes(cdp);
    const bodies = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(response.body().then((body) => void bodies.set(response.url(), body), () => undefined));
    });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const loaded = performance.now();
    await headingShown(page);
    await wire.quiet(500, LOAD_TIMEOUT_MS);
    // On a busy machine the page may rest only after the deferred parts have started: they are never counted.
    const firstPaint = new Set(
      wire.seen().filter((response) => response.type === "Script" && response.requestedAt < loaded + LATER_AFTER_LOAD_MS).map((response) => response.url),
    );
    await page.waitForTimeout(SETTLE_MS);
    await wire.quiet(QUIET_MS, LOAD_TIMEOUT_MS);
    await Promise.all(pending);
    const seen = wire.seen();
    const files = [...bodies.entries()].map(([address, body]) => {
      const sent = seen.find((response) => response.url === address);
      const file: ScriptFile = { name: new URL(address).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, transferred: sent?.transferred ?? 0, encoding: sent?.encoding ?? "?" };
      return { file, first: firstPaint.has(address) };
    });
    return { firstPaint: files.filter((entry) => entry.first).map((entry) => entry.file), later: files.filter((entry) => !entry.first).map((entry) => entry.file) };
  } finally {
    await browser.close();
  }
}

/** Collects LCP candidates and layout shifts from the page's first moment, described so a reader can find them. */
function observePaints() {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return "(removed)";
    if (!(node instanceof Element)) return node.nodeName;
    const classes = typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).join(".")}` : "";
    // A picture inlined in the page (the server's first view) is named by its kind, not its bytes.
    const address = node instanceof HTMLImageElement ? new URL(node.currentSrc || node.src, location.href) : null;
    const source = address ? ` src=${address.protocol === "data:" ? `${address.href.slice(0, address.href.indexOf(","))},… (inline, in the server's first view)` : address.pathname}` : "";
    const text = node instanceof HTMLImageElement ? "" : ` "${(node.textContent ?? "").trim().slice(0, 30)}"`;
    return `${node.tagName.toLowerCase()}${classes}${source}${text}`;
  };
  const paints = {
    lcp: 0,
    lcpElement: "(none)",
    cls: 0,
    shifts: [] as { value: number; at: number; sources: string[] }[],
    fcp: 0,
    tasks: [] as { start: number; duration: number }[],
  };
  Object.assign(window, { __paints: paints });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") paints.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!("element" in entry)) continue;
      paints.lcp = entry.startTime;
      paints.lcpElement = describe(entry.element instanceof Node ? entry.element : null);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!("value" in entry) || typeof entry.value !== "number" || ("hadRecentInput" in entry && entry.hadRecentInput === true)) continue;
      paints.cls += entry.value;
      const sources = "sources" in entry && Array.isArray(entry.sources) ? entry.sources.map((source: { node?: Node | null }) => describe(source.node)) : [];
      paints.shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** One first visit under a profile: empty cache, throttled as the profile says, read after load and a settle. */
export async function firstVisit(browser: Browser, url: string, profile: Profile): Promise<Speed> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    // tsx names functions with a helper of its own (__name), which the page has not got.
    await page.addInitScript({ content: "globalThis.__name ??= (f) => f;" });
    await page.addInitScript(observePaints);
    const cdp = await context.newCDPSession(page);
    const wire = await wireBytes(cdp);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (profile.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...profile.network });
    if (profile.cpuSlowdown !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    await headingShown(page);
    await page.waitForTimeout(SETTLE_MS);
    await wire.quiet(QUIET_MS, LOAD_TIMEOUT_MS);
    const { fcp, tasks, ...parsed } = Paints.parse(await page.evaluate(() => Reflect.get(window, "__paints")));
    return {
      ...parsed,
      shifts: [...parsed.shifts].sort((a, b) => b.value - a.value),
      observedTbt: blockingTime(tasks.map((task) => ({ start: task.start, end: task.start + task.duration, length: task.duration })), fcp),
      longTasks: tasks.map((task) => ({ at: Math.round(task.start), ms: Math.round(task.duration) })).sort((a, b) => b.ms - a.ms),
      transferred: wire.seen().reduce((sum, response) => sum + response.transferred, 0),
    };
  } finally {
    await context.close();
  }
}

const Paints = z.object({
  lcp: z.number(),
  lcpElement: z.string(),
  cls: z.number(),
  shifts: z.array(z.object({ value: z.number(), at: z.number(), sources: z.array(z.string()) })),
  fcp: z.number(),
  tasks: z.array(z.object({ start: z.number(), duration: z.number() })),
});

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

export interface SpeedSummary {
  lcp: number;
  cls: number;
  /** Simulated (simulatedBlockingTime), the figure a budget judges. */
  tbt: number;
  /** As the throttled visits met it, beside it. */
  observedTbt: number;
  runs: Speed[];
  simulated: { tbt: number; tasks: { at: number; ms: number }[] }[];
}

/** SPEED_RUNS first visits under the profile, and as many traced for the blocking time; each figure is the median of its runs. */
export async function homeSpeed(url: string, profile: Profile): Promise<SpeedSummary> {
  const browser = await launch();
  try {
    const runs: Speed[] = [];
    const simulated: SpeedSummary["simulated"] = [];
    for (let run = 0; run < SPEED_RUNS; run++) {
      runs.push(await firstVisit(browser, url, profile));
      simulated.push(await simulatedBlockingTime(browser, url, profile));
    }
    return {
      lcp: median(runs.map((run) => run.lcp)),
      cls: median(runs.map((run) => run.cls)),
      tbt: median(simulated.map((run) => run.tbt)),
      observedTbt: median(runs.map((run) => run.observedTbt)),
      runs,
      simulated,
    };
  } finally {
    await browser.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints a list of the home page's scripts under a title and returns their totals. */
export function printScripts(title: string, files: ScriptFile[]) {
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const transferred = files.reduce((sum, file) => sum + file.transferred, 0);
  console.log(`${title.padEnd(54)} raw       gzip -9   on the wire`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${file.name.padEnd(44)} ${kb(file.raw).padStart(7)} KB ${kb(file.gzip).padStart(7)} KB ${kb(file.transferred).padStart(7)} KB ${file.encoding}`);
  }
  console.log(`  total: ${files.length} files, ${kb(raw)} KB, ${kb(gzip)} KB gzip, ${kb(transferred)} KB transferred`);
  return { gzip, raw, transferred, count: files.length };
}

/** The machine's load average, as printed beside the timings: a throttled CPU is a multiple of the machine's own speed, so a busy machine makes every figure slower. */
export const machineLoad = () => `load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} CPUs`;

const longest = (tasks: readonly { at: number; ms: number }[]) => tasks.slice(0, 3).map((task) => `${task.ms} ms at ${task.at}`).join(", ");

/** Prints a profile's runs: LCP, CLS, TBT, what painted largest, what shifted most and the longest tasks. */
export function printSpeed(profile: Profile, speed: SpeedSummary) {
  console.log(
    `Home page, first visit, ${profile.name} (median of ${speed.runs.length}): LCP ${(speed.lcp / 1000).toFixed(2)} s, CLS ${speed.cls.toFixed(3)}, ` +
      `TBT ${Math.round(speed.tbt)} ms simulated (${Math.round(speed.observedTbt)} ms observed) (${machineLoad()})`,
  );
  for (const run of speed.runs) {
    const worst = run.shifts[0];
    console.log(
      `  LCP ${(run.lcp / 1000).toFixed(2)} s (${run.lcpElement}), CLS ${run.cls.toFixed(3)}${worst ? ` (largest ${worst.value.toFixed(3)} at ${worst.at} ms: ${worst.sources.slice(0, 3).join(" | ")})` : ""}, ` +
        `observed TBT ${Math.round(run.observedTbt)} ms (${run.longTasks.length} long tasks${run.longTasks.length > 0 ? `, longest ${longest(run.longTasks)}` : ""}), ${kb(run.transferred)} KB transferred`,
    );
  }
  for (const run of speed.simulated) {
    console.log(`  simulated TBT ${Math.round(run.tbt)} ms (${run.tasks.length} long tasks at ${profile.cpuSlowdown}× their CPU time${run.tasks.length > 0 ? `, longest ${longest(run.tasks)}` : ""})`);
  }
}

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error("usage: tsx scripts/benchHome.ts <url of a running site>");
  const { firstPaint, later } = await homePageScripts(url);
  printScripts("Home page JavaScript (first visit, BN):", firstPaint);
  printScripts("Loaded later by design (first touch or load + 3 s):", later);
  for (const profile of [THROTTLED_PHONE, UNTHROTTLED_DESKTOP]) printSpeed(profile, await homeSpeed(url, profile));
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
