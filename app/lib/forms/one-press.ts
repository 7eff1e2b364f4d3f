/**
 * One press at a time, for every button or form that sends something (ADR 051, ADR 060): the public forms through
 * useSendOnce, the office's forms and buttons directly. The press is remembered in a ref at once, not in a state a
 * later render shows, so a second press before that render (or while the action runs) is dropped; it is forgotten
 * when the action's promise settles. An office action's promise ends once the screen shows its outcome (the
 * answer and the reload that follows it), so a double click on a fast server does not act again on a screen that
 * still shows the old state.
 */
import { useRef, useState } from "react";

export interface OnePress<K> {
  /** An action is running: BusyButton's `busy` for every button that must wait for it. */
  busy: boolean;
  /** The action run with this key is the one running: its button says "Sending…". */
  isRunning(key: K): boolean;
  /**
   * Runs `action` now unless one is already running, and holds every later press until the promise it returns
   * settles. The action shows its own failure: a rejection only ends the wait.
   */
  run(action: () => unknown, key?: K): void;
}

/** `K` names the actions of a screen with several (a row's "Send again"); a screen with one needs none. */
export function useOnePress<K = never>(): OnePress<K> {
  const held = useRef(false);
  // Wrapped, so that running an action without a key is "something runs" and not "nothing runs".
  const [running, setRunning] = useState<{ key: K | undefined }>();

  function run(action: () => unknown, key?: K) {
    if (held.current) return;
    held.current = true;
    setRunning({ key });
    const release = () => {
      held.current = false;
      setRunning(undefined);
    };
    let result: unknown;
    try {
      result = action();
    } catch (error) {
      release();
      throw error;
    }
    void Promise.resolve(result)
      .catch(() => {})
      .finally(release);
  }

  return {
    busy: running !== undefined,
    isRunning: (key) => running !== undefined && running.key === key,
    run,
  };
}
