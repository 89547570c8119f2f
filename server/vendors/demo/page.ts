// The demo vendor's dice page: plain HTML and one script of its own, served from the vendor's origin into the site's
// frame. It shows the server seed's hash before play, rolls through /play/<session>/roll, and shows each result.
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function dicePage(sessionId: string, serverSeedHash: string, rtp: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Dice</title>
<style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: radial-gradient(circle at top, #2b1d57, #0d0a1f); color: #f4f1ff; min-height: 100vh; display: grid; place-items: center; }
  main { width: min(92vw, 420px); padding: 20px; border-radius: 16px; background: rgba(255,255,255,.06); box-shadow: 0 10px 40px rgba(0,0,0,.4); }
  h1 { margin: 0 0 4px; font-size: 1.4rem; } .muted { color: #b9b2d9; font-size: .8rem; word-break: break-all; }
  .roll { font-size: 3.2rem; font-weight: 800; text-align: center; margin: 16px 0; font-variant-numeric: tabular-nums; }
  .win { color: #7dffa8; } .lose { color: #ff8a8a; }
  label { display: block; margin: 10px 0 4px; font-size: .9rem; } input { width: 100%; box-sizing: border-box; padding: 10px; border-radius: 8px; border: 1px solid #5b4fa0; background: #1b1538; color: inherit; font-size: 1rem; }
  button { width: 100%; margin-top: 14px; padding: 12px; border: 0; border-radius: 10px; font-size: 1.05rem; font-weight: 700; background: linear-gradient(#ffd34d, #f0a500); color: #2a1a00; cursor: pointer; }
  button:disabled { opacity: .6; } .row { display: flex; justify-content: space-between; gap: 8px; }
</style>
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
const $ = (id) => document.getElementById(id);
let rounds = 0;
async function state() {
  const answer = await fetch("/play/" + session + "/state").then((r) => r.json());
  if (answer.balance !== null) $("balance").textContent = answer.balance;
}
$("bet").addEventListener("submit", async (event) => {
  event.preventDefault();
  $("roll").disabled = true;
  $("message").textContent = "";
  try {
    const response = await fetch("/play/" + session + "/roll", {
      method: "POST",
      headers: { "content-type": "application/json" },
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
