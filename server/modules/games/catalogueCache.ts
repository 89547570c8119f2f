// What the catalogue looks like to everyone, kept until it changes: the lobby reads the same few pages thousands of
// times a second, and the catalogue changes a few times a day.

/**
 * A cache whose every entry is dropped when the catalogue's version is bumped. Readers asking for a value being loaded
 * share the load; a load that began before a bump is not kept (it may hold what the bump announced as gone). The
 * entries' total weight stays within `maxWeight`, the least recently read leaving first.
 */
export function catalogueCache<V>(options: { maxWeight: number; weigh: (value: V) => number }) {
  const entries = new Map<string, { value: Promise<V>; weight: number }>();
  let version = 0;
  let weight = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };

  return {
    /** The value under `key`, loading it (once, however many ask meanwhile) when it is not held. */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const held = entries.get(key);
      if (held) {
        // Read again: it moves to the end of the map's order, the last to be evicted.
        entries.delete(key);
        entries.set(key, held);
        return held.value;
      }
      const startedAt = version;
      const entry = { value: load(), weight: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          if (version !== startedAt) return drop(key);
          entry.weight = Math.max(1, options.weigh(value));
          weight += entry.weight;
          for (const oldest of entries.keys()) {
            if (weight <= options.maxWeight || oldest === key) break;
            drop(oldest);
          }
        },
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return entry.value;
    },

    /** The catalogue changed: nothing read before counts any more. */
    bump() {
      version += 1;
      entries.clear();
      weight = 0;
    },

    /** How many entries are held, and their weight: for tests of the bound. */
    size: () => ({ entries: entries.size, weight }),
  };
}
