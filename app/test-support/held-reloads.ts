/**
 * A route loader for the office's double-press tests: it answers at once when the screen opens, and holds each
 * reload after that (the revalidation that follows a change) until the test lets it go, as a slow network would.
 * Between the two clicks of a double click the change itself has answered, and the screen still shows the old state.
 */
export function heldReloads<T>(data: T | (() => T)) {
  let loads = 0;
  const waiting: (() => void)[] = [];
  return {
    loader: async (): Promise<T> => {
      loads += 1;
      if (loads > 1) await new Promise<void>((resolve) => waiting.push(resolve));
      return typeof data === "function" ? (data as () => T)() : data;
    },
    /** Lets every reload waiting so far answer. */
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    /** The reloads asked for since the screen opened. */
    reloads: () => Math.max(0, loads - 1),
  };
}
