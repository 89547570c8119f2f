// Every machine's plan, by its registry file name: the flow book reads them, the path tests spread them.
import type { FlowPlan } from "../plan";
import { appPlan } from "./app";
import { preferencesPlan } from "./preferences";
import { sessionPlan } from "./session";
import { loginPlan } from "./login";
import { smsCountdownPlan } from "./smsCountdown";
import { logoutPlan } from "./logout";
import { changePasswordPlan } from "./changePassword";
import { authDialogsPlan } from "./authDialogs";
import { registrationPlan } from "./registration";
import { forgotPasswordPlan } from "./forgotPassword";
import { resetPasswordPlan } from "./resetPassword";
import { jackpotPlan } from "./jackpot";
import { announcementsPlan } from "./announcements";
import { activityGiftPlan } from "./activityGift";
import { searchPopupPlan } from "./searchPopup";
import { feedbackPlan } from "./feedback";
import { raffleClaimPlan } from "./raffleClaim";
import { depositPlan } from "./deposit";
import { withdrawalPlan } from "./withdrawal";
import { withdrawalReceiptPlan } from "./withdrawalReceipt";
import { transferPlan } from "./transfer";
import { paymentPasswordPlan } from "./paymentPassword";
import { gameListPlan } from "./gameList";
import { gameLaunchPlan } from "./gameLaunch";
import { houseGamePlan } from "./houseGame";
import { houseRoulettePlan } from "./houseRoulette";
import { lotteryTicketPlan } from "./lotteryTicket";
import { cockfightPlan } from "./cockfight";
import { betSlipPlan } from "./betSlip";
import { agentContractsPlan } from "./agentContracts";
import { pointSpendPlan } from "./pointSpend";
import { activityPlan } from "./activity";
import { rewardClaimPlan } from "./rewardClaim";
import { commandPlan } from "./command";
import { betPlacementPlan } from "./betPlacement";

export const PLANS: Readonly<Record<string, FlowPlan>> = {
  "app.machine": appPlan,
  "preferences.machine": preferencesPlan,
  "session.machine": sessionPlan,
  "login.machine": loginPlan,
  "smsCountdown.machine": smsCountdownPlan,
  "logout.machine": logoutPlan,
  "changePassword.machine": changePasswordPlan,
  "authDialogs.machine": authDialogsPlan,
  "registration.machine": registrationPlan,
  "forgotPassword.machine": forgotPasswordPlan,
  "resetPassword.machine": resetPasswordPlan,
  "jackpot.machine": jackpotPlan,
  "announcements.machine": announcementsPlan,
  "activityGift.machine": activityGiftPlan,
  "searchPopup.machine": searchPopupPlan,
  "feedback.machine": feedbackPlan,
  "raffleClaim.machine": raffleClaimPlan,
  "deposit.machine": depositPlan,
  "withdrawal.machine": withdrawalPlan,
  "withdrawalReceipt.machine": withdrawalReceiptPlan,
  "transfer.machine": transferPlan,
  "paymentPassword.machine": paymentPasswordPlan,
  "gameList.machine": gameListPlan,
  "gameLaunch.machine": gameLaunchPlan,
  "houseGame.machine": houseGamePlan,
  "houseRoulette.machine": houseRoulettePlan,
  "lotteryTicket.machine": lotteryTicketPlan,
  "cockfight.machine": cockfightPlan,
  "betSlip.machine": betSlipPlan,
  "agentContracts.machine": agentContractsPlan,
  "pointSpend.machine": pointSpendPlan,
  "activity.machine": activityPlan,
  "rewardClaim.machine": rewardClaimPlan,
  "command.machine": commandPlan,
  "betPlacement.machine": betPlacementPlan,
};
