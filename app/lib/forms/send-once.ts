/**
 * One press, one post, for every `<Form method="post">` with a BusyButton (the public forms, sign-in, cancelling a
 * sign-up). React Router's navigation state says "submitting" only after a re-render it schedules as a
 * transition, so a second press a few milliseconds after the first (a double click or double tap) found the button
 * not yet busy and posted again: the office got the message twice. The press is remembered here at once by
 * useOnePress (the office's buttons use it too), and forgotten when React Router says that post has finished; the
 * button is never `disabled`, so focus stays on it (ADR 046). The server drops an exact repeat as well (ADR 051),
 * for a double tap before the scripts have loaded.
 */
import type { FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useOnePress } from "./one-press.ts";

export interface SendOnce {
  /** The post is on its way: give it to BusyButton's `busy`, the form's `aria-busy` and the "Sending…" words. */
  busy: boolean;
  /** The form's onSubmit. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function useSendOnce(): SendOnce {
  const submit = useSubmit();
  const navigation = useNavigation();
  // Its busy state re-renders as soon as the press's event ends, so "Sending…" shows before the router's own.
  const press = useOnePress();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Posted here rather than by <Form> itself, for the promise that says when the post has finished.
    event.preventDefault();
    // The pressed button goes too, as <Form> sends it: its name and value, if it has them, are part of the post.
    const { submitter } = event.nativeEvent as SubmitEvent;
    const target = submitter instanceof HTMLButtonElement ? submitter : event.currentTarget;
    press.run(() => submit(target, { method: "post" }));
  };

  return { busy: press.busy || navigation.state === "submitting", onSubmit };
}
