// Every machine of the product, its area and the one line a product owner reads first; diagrams, their staleness test and the flow book use it.
import type { AnyStateMachine } from "xstate";
import { appMachine } from "./app.machine";
import { preferencesMachine } from "./preferences.machine";
import { sessionMachine } from "./session.machine";
import { loginMachine } from "./login.machine";
import { smsCountdownMachine } from "./smsCountdown.machine";
import { logoutMachine } from "./logout.machine";
import { changePasswordMachine } from "./changePassword.machine";
import { authDialogsMachine } from "./authDialogs.machine";
import { registrationMachine } from "./registration.machine";
import { forgotPasswordMachine } from "./forgotPassword.machine";
import { resetPasswordMachine } from "./resetPassword.machine";
import { jackpotMachine } from "./jackpot.machine";
import { announcementsMachine } from "./announcements.machine";
import { activityGiftMachine } from "./activityGift.machine";
import { searchPopupMachine } from "./searchPopup.machine";
import { feedbackMachine } from "./feedback.machine";
import { raffleClaimMachine } from "./raffleClaim.machine";
import { depositMachine } from "./deposit.machine";
import { withdrawalMachine } from "./withdrawal.machine";
import { withdrawalReceiptMachine } from "./withdrawalReceipt.machine";
import { transferMachine } from "./transfer.machine";
import { paymentPasswordMachine } from "./paymentPassword.machine";
import { gameListMachine } from "./gameList.machine";
import { houseGameMachine } from "./houseGame.machine";
import { houseRouletteMachine } from "./houseRoulette.machine";
import { lotteryTicketMachine } from "./lotteryTicket.machine";
import { cockfightMachine } from "./cockfight.machine";
import { betSlipMachine } from "./betSlip.machine";
import { gameLaunchMachine } from "./gameLaunch.machine";
import { agentContractsMachine } from "./agentContracts.machine";
import { pointSpendMachine } from "./pointSpend.machine";
import { activityMachine } from "./activity.machine";
import { rewardClaimMachine } from "./rewardClaim.machine";
import { commandMachine } from "./command.machine";
import { betPlacementMachine } from "./betPlacement.machine";

/** The book's chapters, in the order a player meets them. */
export const AREAS = ["Start", "Account", "Home and content", "Wallet", "Games", "Rewards", "Agents", "Shared"] as const;
export type Area = (typeof AREAS)[number];

export const MACHINES: { file: string; area: Area; machine: AnyStateMachine; summary: string }[] = [
  {
    file: "app.machine",
    area: "Start",
    machine: appMachine,
    summary: "App start: checks maintenance and region status and loads the permission settings once.",
  },
  {
    file: "preferences.machine",
    area: "Start",
    machine: preferencesMachine,
    summary: "The visitor's theme and language: a new language shows only once its catalog has loaded.",
  },
  {
    file: "session.machine",
    area: "Start",
    machine: sessionMachine,
    summary: "The one session at the root: a stored token is checked, a login or free play signs in, logout or a refused token leaves a visitor.",
  },
  {
    file: "login.machine",
    area: "Account",
    machine: loginMachine,
    summary:
      "Login by username and password or mobile and SMS code: validated before sending, a captcha after a failure, the two-step code, the forced password change.",
  },
  {
    file: "smsCountdown.machine",
    area: "Account",
    machine: smsCountdownMachine,
    summary: "The send-code button: refused while it counts down 60 × expiredMinutes seconds, one send a second, a warning when sending fails.",
  },
  {
    file: "logout.machine",
    area: "Account",
    machine: logoutMachine,
    summary: "Logging out: confirm, then the DELETE call; the local session ends even if the call fails.",
  },
  {
    file: "changePassword.machine",
    area: "Account",
    machine: changePasswordMachine,
    summary: "Changing the password: the old one unless already known, a matching confirmation, then a fresh login.",
  },
  {
    file: "authDialogs.machine",
    area: "Account",
    machine: authDialogsMachine,
    summary: "Which account dialog is open; a protected action opens the login for a visitor and the trial warning for a trial account.",
  },
  {
    file: "registration.machine",
    area: "Account",
    machine: registrationMachine,
    summary: "Registration by username or mobile: the URL's affiliate code checked first, every server rule met, terms accepted, then register and log in.",
  },
  {
    file: "forgotPassword.machine",
    area: "Account",
    machine: forgotPasswordMachine,
    summary:
      "Forgot password: by email, with the human check, a single-use link is mailed (the same answer either way); by phone an SMS code and a new password log the member in.",
  },
  {
    file: "resetPassword.machine",
    area: "Account",
    machine: resetPasswordMachine,
    summary:
      "Using a mailed reset link: the new password twice (the registration rule), then set, other sessions ended and logged in; a used or expired link asks for a new one.",
  },
  {
    file: "jackpot.machine",
    area: "Home and content",
    machine: jackpotMachine,
    summary: "The jackpot ticker: starts from a time-derived number and grows by 165.11 every 3 s while it is on screen.",
  },
  {
    file: "announcements.machine",
    area: "Home and content",
    machine: announcementsMachine,
    summary: "The announcement modal: nine titles a page, the chosen notice on the right, a title toggles it open or closed.",
  },
  {
    file: "activityGift.machine",
    area: "Home and content",
    machine: activityGiftMachine,
    summary: "The gift widget: icon, expanded button with more and close, its popup whose deposit button needs a member or asks for login.",
  },
  {
    file: "searchPopup.machine",
    area: "Home and content",
    machine: searchPopupMachine,
    summary: "The search popup: a game name searched on Enter, remembered searches that can be cleared, results or a failure.",
  },
  {
    file: "feedback.machine",
    area: "Home and content",
    machine: feedbackMachine,
    summary:
      "The feedback form: a topic, a message of 10 to 1000 characters, a contact for a visitor, then the send; thanked, and writing again starts a new one.",
  },
  {
    file: "raffleClaim.machine",
    area: "Rewards",
    machine: raffleClaimMachine,
    summary: "Joining a raffle's draw: a member claims once; a visitor is asked to log in and a trial account to get a real one.",
  },
  {
    file: "deposit.machine",
    area: "Wallet",
    machine: depositMachine,
    summary: "Depositing: a method and an amount within its limits, created once per request key; then the provider's checkout, or the bank details to pay to.",
  },
  {
    file: "withdrawal.machine",
    area: "Wallet",
    machine: withdrawalMachine,
    summary: "Requesting a withdrawal: a payout account (added on the spot), an amount within the limits and the payment password; the money is held at once.",
  },
  {
    file: "withdrawalReceipt.machine",
    area: "Wallet",
    machine: withdrawalReceiptMachine,
    summary: "After a payout: received, fully paid, or not received with a picture of the proof; silence until the countdown ends counts as received.",
  },
  {
    file: "transfer.machine",
    area: "Wallet",
    machine: transferMachine,
    summary: "Moving money between the main and a vendor wallet, or an agent's to a downline member or the upline; one key per transfer.",
  },
  {
    file: "paymentPassword.machine",
    area: "Wallet",
    machine: paymentPasswordMachine,
    summary: "Setting or changing the six-digit payment password, the current one first when there is one.",
  },
  {
    file: "gameList.machine",
    area: "Games",
    machine: gameListMachine,
    summary:
      "A game list page: tabs all, hot, fav and recent reset the page and filters; fav needs a member; more pages load while there are more; a vendor or language change starts over; the URL holds the choice, so a shared link or the back button shows the same list.",
  },
  {
    file: "gameLaunch.machine",
    area: "Games",
    machine: gameLaunchMachine,
    summary:
      "Starting a game: a member (free play for trial accounts where offered), lottery to its screen, a vendor tile's popup list, a room before a card table, the cockfight vendor at once; then a route or a popup, which may be blocked; maintenance offers popular games.",
  },
  {
    file: "houseGame.machine",
    area: "Games",
    machine: houseGameMachine,
    summary:
      "A one-bet house game (slot, fishing, card table): the launch token opens a provably fair session, each round on the bet step and within the limits takes the bet and pays the win; a shot needs a fish.",
  },
  {
    file: "houseRoulette.machine",
    area: "Games",
    machine: houseRouletteMachine,
    summary: "The house roulette table: chips on numbers and outside bets add up, one spin takes every stake and pays the winning bets.",
  },
  {
    file: "lotteryTicket.machine",
    area: "Games",
    machine: lotteryTicketMachine,
    summary:
      "A lottery ticket: a complete slip is confirmed and bought once per key (kept for a retry), follows the draw taking bets, and a placed ticket ends won or lost when its draw settles.",
  },
  {
    file: "cockfight.machine",
    area: "Games",
    machine: cockfightMachine,
    summary:
      "The cockfight arena: bets on meron, wala or a draw while the fight is open (once per key), closed while it is fought, then its result, or the payout when a bet won, before the next fight opens.",
  },
  {
    file: "betSlip.machine",
    area: "Games",
    machine: betSlipMachine,
    summary:
      "The sportsbook's bet slip: prices added one per match, singles or an accumulator with a stake and a rule for moved prices; placed at the prices seen, or a moved price offered to accept; refused; placed.",
  },
  {
    file: "betPlacement.machine",
    area: "Games",
    machine: betPlacementMachine,
    summary:
      "Placing the slip's bets one after another: each goes once the one before it is taken; the first refusal stops there, and the bets placed before it stand.",
  },
  {
    file: "agentContracts.machine",
    area: "Agents",
    machine: agentContractsMachine,
    summary:
      "The agent's contracts: offers to a direct downline checked before sending, terminations, the other party's accept or reject, one request at a time, each reloading the list.",
  },
  {
    file: "pointSpend.machine",
    area: "Rewards",
    machine: pointSpendMachine,
    summary:
      "Spending points: a reward or a conversion, confirmed with the payment password, sent once per key (kept for a retry), never more than the balance.",
  },
  {
    file: "activity.machine",
    area: "Rewards",
    machine: activityMachine,
    summary:
      "One activity's modal: coming soon, close, join (plain, or the application with a comment and up to three pictures, checked before sending), applying, rejected, claim, claimed, joined.",
  },
  {
    file: "rewardClaim.machine",
    area: "Rewards",
    machine: rewardClaimMachine,
    summary:
      "Claiming rewards (reward centre, missions): one claim at a time, each reward once; a paid claim is announced so lists, badges and balance follow; a refusal shows its reason.",
  },
  {
    file: "command.machine",
    area: "Shared",
    machine: commandMachine,
    summary:
      "A one-step command (open a downline's account, toggle a favourite, mark a message read, send the language): one call at a time, success announced so lists refresh, a refusal kept as its code.",
  },
];
