// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_BEAT_MS, useSessionKeptWhileTyping } from "./session-kept-while-typing.ts";

function Form({ value }: { value: string }) {
  useSessionKeptWhileTyping({ value });
  return <p>{value}</p>;
}

describe("the session while someone types", () => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response("{}"));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetch);
    fetch.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is touched once per beat in which something was typed, and never for a screen left alone", () => {
    const { rerender } = render(<Form value="" />);
    vi.advanceTimersByTime(SESSION_BEAT_MS * 3);
    expect(fetch).not.toHaveBeenCalled();

    rerender(<Form value="S" />);
    rerender(<Form value="Sn" />);
    rerender(<Form value="Sno" />);
    vi.advanceTimersByTime(SESSION_BEAT_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/auth\/status$/);

    // Left alone again: the session is allowed to end on time.
    vi.advanceTimersByTime(SESSION_BEAT_MS * 6);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
