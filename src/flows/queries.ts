// What a view calls when a machine announces a change: the invalidations of src/api/queries, so views never name a key.
export { invalidateAfterMovement } from "../api/queries/wallet";
export { invalidateActivities, invalidateContent, invalidateCounts } from "../api/queries/content";
export { invalidateFavourites } from "../api/queries/games";
export { invalidateAgent } from "../api/queries/agent";
export { invalidateTickets } from "../api/queries/lottery";
export { invalidateSportBets } from "../api/queries/sports";
