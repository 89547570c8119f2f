// The query keys the frame's lists share with the areas' lists: apart from the areas' query factories, so the first
// paint carries the keys without the wallet's and the lobby's queries (they load with their pages).

export const walletKey = (member: string) => ["wallet", member] as const;

export const gamesKeys = {
  vendors: () => ["games", "vendors"] as const,
  favourites: () => ["games", "favourites"] as const,
  favouriteIds: (member: string) => ["games", "favourites", member] as const,
  hot: (language: string) => ["games", "hot", language] as const,
  menus: () => ["games", "menus"] as const,
  popular: (language: string) => ["games", "popular", language] as const,
  playablePopular: (language: string) => ["games", "popular", "playable", language] as const,
  winners: (language: string) => ["games", "winners", language] as const,
  lotteryResults: (language: string) => ["games", "lotteryResults", language] as const,
  recentSlots: (member: string, language: string) => ["games", "recent", "RNG", member, language] as const,
};
