/** Runs before every Vitest file: unmount React trees and forget the browser's stored state between component tests. */
import { afterEach } from "vitest";

// jsdom has no CSS.escape, which React Aria's dialogs call; browsers all have it.
if (typeof window !== "undefined") {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
}

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  // What one test left in storage (an editor's kept work, ADR 047) must not greet the next.
  localStorage.clear();
  sessionStorage.clear();
});
