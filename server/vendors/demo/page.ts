// The demo vendor's game pages (dice, mines): plain HTML and one script each, served from the vendor's origin into the
// site's frame. Each shows the server seed's hash before play, plays through /play/<session>/… with the play key the
// launch URL's fragment carries (sent in the x-play-key header: the address alone plays nothing), and shows each result.
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `<style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: radial-gradient(circle at top, #2b1d57, #0d0a1f); color: #f4f1ff; min-height: 100vh; display: grid; place-items: center; }
  main { width: min(92vw, 420px); padding: 20px; border-radius: 16px; background: rgba(255,255,255,.06); box-shadow: 0 10px 40px rgba(0,0,0,.4); }
  h1 { margin: 0 0 4px; font-size: 1.4rem; } .muted { color: #b9b2d9; font-size: .8rem; word-break: break-all; }
  .roll { font-size: 3.2rem; font-weight: 800; text-align: center; margin: 16px 0; font-variant-numeric: tabular-nums; }
  .win { color: #7dffa8; } .lose { color: #ff8a8a; }
  label { display: block; margin: 10px 0 4px; font-size: .9rem; } input { width: 100%; box-sizing: border-box; padding: 10px; border-radius: 8px; border: 1px solid #5b4fa0; background: #1b1538; color: inherit; font-size: 1rem; }
  button { width: 100%; margin-top: 14px; padding: 12px; border: 0; border-radius: 10px; font-size: 1.05rem; font-weight: 700; background: linear-gradient(#ffd34d, #f0a500); color: #2a1a00; cursor: pointer; }
  button:disabled { opacity: .6; } .row { display: flex; justify-content: space-between; gap: 8px; }
  .field { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; margin: 14px 0; }
  .cell { aspect-ratio: 1; margin: 0; padding: 0; border-radius: 8px; background: #3a2f73; color: #fff; font-size: 1.3rem; }
  .cell.safe { background: #1f8a55; } .cell.mine { background: #b3263a; } .cell:disabled { opacity: 1; }
  .secondary { background: linear-gradient(#7dffa8, #2fbf6b); color: #06281a; }
</style>`;

export function dicePage(sessionId: string, serverSeedHash: string, rtp: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Dice</title>
${STYLE}
</head>
<body>
<main data-session="${escape(sessionId)}">
  <div class="row"><h1>Demo Dice</h1><span>Balance: <strong id="balance">…</strong></span></div>
  <p class="muted">Roll under your number to win 99 ÷ number times your bet (RTP ${(rtp * 100).toFixed(0)}%). Server seed hash: <span id="hash">${escape(serverSeedHash)}</span></p>
  <div class="roll" id="result" aria-live="polite">–</div>
  <p id="message" class="muted" role="status"></p>
  <form id="bet">
    <label for="amount">Bet</label><input id="amount" name="amount" inputmode="decimal" value="1.00">
    <label for="under">Roll under</label><input id="under" name="under" type="number" min="2" max="95" value="50">
    <button type="submit" id="roll">Roll</button>
  </form>
  <p class="muted">Rounds: <span id="rounds">0</span></p>
</main>
<script src="/assets/dice.js"></script>
</body>
</html>`;
}

export const DICE_SCRIPT = `"use strict";
const session = document.querySelector("main").dataset.session;
const key = location.hash.slice(1);
const $ = (id) => document.getElementById(id);
let rounds = 0;
async function state() {
  const response = await fetch("/play/" + session + "/state", { headers: { "x-play-key": key } });
  const answer = await response.json();
  if (!response.ok) $("message").textContent = answer.message || "Open the game again from the site.";
  else if (answer.balance !== null) $("balance").textContent = answer.balance;
}
$("bet").addEventListener("submit", async (event) => {
  event.preventDefault();
  $("roll").disabled = true;
  $("message").textContent = "";
  try {
    const response = await fetch("/play/" + session + "/roll", {
      method: "POST",
      headers: { "content-type": "application/json", "x-play-key": key },
      body: JSON.stringify({ bet: $("amount").value.trim(), under: Number($("under").value) }),
    });
    const answer = await response.json();
    if (!response.ok) {
      $("message").textContent = answer.message || "The bet was refused.";
      return;
    }
    rounds += 1;
    $("rounds").textContent = String(rounds);
    const won = answer.win !== "0.00";
    $("result").textContent = answer.roll;
    $("result").className = "roll " + (won ? "win" : "lose");
    $("message").textContent = won ? "You win " + answer.win : "No win this time";
    if (answer.balance !== null) $("balance").textContent = answer.balance;
  } finally {
    $("roll").disabled = false;
  }
});
state();
`;

export function minesPage(sessionId: string, serverSeedHash: string): string {
  const cells = Array.from({ length: 25 }, (_, cell) => `<button type="button" class="cell" data-cell="${cell}" aria-label="Cell ${cell + 1}" disabled></button>`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Mines</title>
${STYLE}
</head>
<body>
<main data-session="${escape(sessionId)}">
  <div class="row"><h1>Demo Mines</h1><span>Balance: <strong id="balance">…</strong></span></div>
  <p class="muted">Open safe cells to raise your cash-out (RTP 99%); a mine loses the bet. Server seed hash: <span id="hash">${escape(serverSeedHash)}</span></p>
  <div class="field" id="field">${cells}</div>
  <p id="message" class="muted" role="status" aria-live="polite">Place a bet to start.</p>
  <form id="bet">
    <label for="amount">Bet</label><input id="amount" name="amount" inputmode="decimal" value="1.00">
    <label for="mines">Mines</label><input id="mines" name="mines" type="number" min="1" max="24" value="3">
    <button type="submit" id="start">Start</button>
  </form>
  <button type="button" id="cashout" class="secondary" disabled>Cash out</button>
  <p class="muted">Rounds: <span id="rounds">0</span></p>
</main>
<script src="/assets/mines.js"></script>
</body>
</html>`;
}

export const MINES_SCRIPT = `"use strict";
const session = document.querySelector("main").dataset.session;
const key = location.hash.slice(1);
const $ = (id) => document.getElementById(id);
const cells = [...document.querySelectorAll(".cell")];
let roundId = null;
let rounds = 0;
const post = (path, body) => fetch("/play/" + session + "/mines/" + path, { method: "POST", headers: { "content-type": "application/json", "x-play-key": key }, body: JSON.stringify(body) })
  .then(async (response) => ({ ok: response.ok, answer: await response.json() }));
function playing(on) {
  for (const cell of cells) cell.disabled = !on || cell.classList.contains("safe");
  $("start").disabled = on;
  $("cashout").disabled = !on;
}
function finished(answer) {
  roundId = null;
  rounds += 1;
  $("rounds").textContent = String(rounds);
  for (const mine of answer.mines) cells[mine].classList.add("mine");
  playing(false);
  $("message").textContent = answer.win === "0.00" ? "A mine! The bet is lost." : "Cashed out " + answer.win;
  if (answer.balance !== null) $("balance").textContent = answer.balance;
}
$("bet").addEventListener("submit", async (event) => {
  event.preventDefault();
  $("start").disabled = true;
  const { ok, answer } = await post("start", { bet: $("amount").value.trim(), mines: Number($("mines").value) });
  if (!ok) {
    $("message").textContent = answer.message || "The bet was refused.";
    $("start").disabled = false;
    return;
  }
  roundId = answer.roundId;
  for (const cell of cells) cell.className = "cell";
  playing(true);
  $("cashout").disabled = true;
  $("message").textContent = "Pick a cell.";
  if (answer.balance !== null) $("balance").textContent = answer.balance;
});
for (const cell of cells) {
  cell.addEventListener("click", async () => {
    if (!roundId) return;
    cell.disabled = true;
    const { ok, answer } = await post("pick", { roundId, cell: Number(cell.dataset.cell) });
    if (!ok) {
      $("message").textContent = answer.message || "That pick was refused.";
      return;
    }
    if (answer.status === "finished") return finished(answer);
    cell.classList.add("safe");
    $("cashout").disabled = false;
    $("message").textContent = "Cash out now: " + answer.cashOut;
  });
}
$("cashout").addEventListener("click", async () => {
  if (!roundId) return;
  const { ok, answer } = await post("cashout", { roundId });
  if (ok) finished(answer);
  else $("message").textContent = answer.message || "The cash-out was refused.";
});
fetch("/play/" + session + "/state", { headers: { "x-play-key": key } }).then(async (response) => {
  const answer = await response.json();
  if (!response.ok) $("message").textContent = answer.message || "Open the game again from the site.";
  else if (answer.balance !== null) $("balance").textContent = answer.balance;
});
`;
