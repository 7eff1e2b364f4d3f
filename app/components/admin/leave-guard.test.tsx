// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createRef, type RefObject, useRef, useState } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SignOutQuestion, useLeaveGuard } from "./leave-guard.tsx";

type Ask = () => Promise<boolean>;

/** The frame's hold on the question, and the test's hand on the form's unsaved state. */
const question: RefObject<Ask | null> = createRef<Ask | null>();
let settle: (dirty: boolean) => void = () => {};

function Form() {
  const [dirty, setDirty] = useState(true);
  settle = setDirty;
  const leaving = useRef(false);
  return useLeaveGuard(dirty, leaving, "this news item", true);
}

function Frame() {
  return (
    <SignOutQuestion value={question}>
      <Form />
    </SignOutQuestion>
  );
}

describe("the question before signing out with unsaved changes", () => {
  it("answers 'stay' when the unsaved changes go while it is open, so the sign-out does not wait for ever", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Frame }]);
    render(<Stub />);
    const ask = question.current;
    if (!ask) throw new Error("no question offered while the form has unsaved changes");
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = ask();
    });
    expect(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).toBeTruthy();
    // The form is saved (or closed) while the question is open.
    act(() => settle(false));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
