/** Runs before every Vitest file: unmount React trees and forget the browser's stored state between component tests. */
import { afterEach } from "vitest";

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  // What one test left in storage (an editor's kept work, ADR 047) must not greet the next.
  localStorage.clear();
  sessionStorage.clear();
});
