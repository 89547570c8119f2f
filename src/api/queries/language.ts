// What the lists do when the site's language changes.
import type { QueryClient } from "@tanstack/react-query";

/**
 * Asks every list again in the new language (the server words VIP levels, reward titles, records). A first load still
 * in flight is dropped first: invalidating alone would wait for its answer, which is in the old language.
 */
export async function askListsAgain(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}
