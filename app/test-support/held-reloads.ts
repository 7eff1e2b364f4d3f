/**
 * Answers a test holds back until it lets them go, as a slow network would: the office's double-press tests use
 * them to keep the screen on its old state between the two presses.
 */

/** Once `hold()` is called, every answer that `pass()`es waits until `release()`. */
export function heldAnswers() {
  let holding = false;
  const waiting: (() => void)[] = [];
  return {
    /** From now on, each answer waits. */
    hold: () => {
      holding = true;
    },
    /** Where an answer waits while holding. */
    pass: async (): Promise<void> => {
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    /** Lets every answer waiting so far go. */
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    /** The answers waiting now. */
    waiting: () => waiting.length,
  };
}

/**
 * A route loader that answers at once when the screen opens, and holds each reload after that (the revalidation
 * that follows a change) until the test lets it go. Between the two clicks of a double click the change itself
 * has answered, and the screen still shows the old state.
 */
export function heldReloads<T>(data: T | (() => T)) {
  let loads = 0;
  const held = heldAnswers();
  return {
    loader: async (): Promise<T> => {
      loads += 1;
      if (loads > 1) {
        held.hold();
        await held.pass();
      }
      return typeof data === "function" ? (data as () => T)() : data;
    },
    /** Lets every reload waiting so far answer. */
    release: held.release,
    /** The reloads asked for since the screen opened. */
    reloads: () => Math.max(0, loads - 1),
  };
}
