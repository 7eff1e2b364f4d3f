/**
 * The page hydrated in a few turns, each in its own task (ADR 073): Preact hydrates a tree in one go, and the
 * whole page at once was a 200-300 ms task on Lighthouse's throttled phone (React slices its own work).
 * On React (the server, dev) a turn is its children as they are.
 */
import { type ReactElement, Suspense } from "react";

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** A task of its own: what runs after it is not part of the task that asked. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const turns: Turn[] = [];

/** Turn `n` (1, 2, …) comes a task after turn n − 1 was hydrated. */
function turn(n: number): Turn {
  for (let i = turns.length; i < n; i++) {
    const previous = turns[i - 1]?.promise ?? Promise.resolve();
    const next: Turn = { promise: previous.then(nextTask), done: false };
    void next.promise.then(() => {
      next.done = true;
    });
    turns.push(next);
  }
  return turns[n - 1] as Turn;
}

/**
 * Runs `live` once every turn asked for so far has been hydrated (a task after the last one); on React, and once
 * the turns are over, right away. What waits for the whole page to be live (the `hydrated` class, the menus'
 * scripted form) goes through here.
 */
export function afterHydrationTurns(live: () => void): void {
  const last = turns.at(-1);
  if (!last || last.done) live();
  else void last.promise.then(nextTask).then(live);
}

function Wait({ turn: n, children }: { turn: number; children: ReactElement }): ReactElement {
  const { done, promise } = turn(n);
  // Suspending while hydrating keeps the server's element as it is until its turn (Preact's suspended hydration).
  if (!done) throw promise;
  return children;
}

/** `children`, one element (Preact keeps a single element while a hydration waits), hydrated in turn `turn`. */
export function HydrateInTurn({ turn: n, children }: { turn: number; children: ReactElement }): ReactElement {
  if (!import.meta.env.PCS_PREACT) return children;
  return (
    <Suspense fallback={null}>
      <Wait turn={n}>{children}</Wait>
    </Suspense>
  );
}
