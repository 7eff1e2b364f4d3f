/** Runs before every Vitest file: unmount React trees and forget the browser's stored state between component tests. */
import { afterEach } from "vitest";

// jsdom has no CSS.escape, which React Aria's dialogs call; browsers all have it.
if (typeof window !== "undefined") {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
}

// A screen that waits on a route module's import or a database answer appears in well under a second on a quiet
// machine, but a busy two-core one (two test passes, a browser run beside them) took longer, and findBy's
// default one second failed six tests that way once. They still fail if what they wait for never comes.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
}

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  // What one test left in storage (an editor's kept work, ADR 047) must not greet the next.
  localStorage.clear();
  sessionStorage.clear();
});
