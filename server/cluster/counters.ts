/**
 * The rate-limit counts of every worker of one server, kept in the primary's memory (ADR 071): a limit of five
 * tries is five for the whole server, not five per worker, without Redis.
 */
import { LocalStore, type Store } from "../plugins/rate-limit-stores.ts";
import type { CountedMessage, CountMessage } from "./channel.ts";

/** One store per limit (and per flag pair), as the plugin makes one per route. */
export function createCounters() {
  const stores = new Map<string, Store>();
  return {
    /** Counts (or reads) as the message asks; the answer goes back to the worker that asked. */
    count(message: CountMessage, answer: (reply: CountedMessage) => void): void {
      const name = `${message.continueExceeding ? 1 : 0}${message.exponentialBackoff ? 1 : 0}${message.store}`;
      let store = stores.get(name);
      if (!store) {
        store = new LocalStore(message.continueExceeding, message.exponentialBackoff);
        stores.set(name, store);
      }
      const method = message.method === "read" ? "read" : "incr";
      store[method](
        message.key,
        (error, counted) => {
          // LocalStore never fails; were it to, the worker's own memory answers after its wait.
          if (error || !counted) return;
          answer({ pcs: "counted", id: message.id, current: counted.current, ttl: counted.ttl });
        },
        message.timeWindow,
        message.max,
      );
    },
  };
}
