/**
 * One press, one post, for every `<Form method="post">` with a BusyButton (the public forms, sign-in, cancelling a
 * sign-up). React Router's navigation state says "submitting" only after a re-render it schedules as a
 * transition, so a second press a few milliseconds after the first (a double click or double tap) found the button
 * not yet busy and posted again: the office got the message twice. The press is remembered here at once, in the
 * submit event itself, and forgotten when React Router says that post has finished; the button is never
 * `disabled`, so focus stays on it (ADR 046). The server drops an exact repeat as well (ADR 051), for a double
 * tap before the scripts have loaded.
 */
import { type FormEvent, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";

export interface SendOnce {
  /** The post is on its way: give it to BusyButton's `busy`, the form's `aria-busy` and the "Sending…" words. */
  busy: boolean;
  /** The form's onSubmit. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function useSendOnce(): SendOnce {
  const submit = useSubmit();
  const navigation = useNavigation();
  const sending = useRef(false);
  // A press re-renders as soon as its event ends, so "Sending…" shows before the router's own state arrives.
  const [pressed, setPressed] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Posted here rather than by <Form> itself, for the promise that says when the post has finished.
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPressed(true);
    // The pressed button goes too, as <Form> sends it: its name and value, if it has them, are part of the post.
    const { submitter } = event.nativeEvent as SubmitEvent;
    const target = submitter instanceof HTMLButtonElement ? submitter : event.currentTarget;
    submit(target, { method: "post" }).finally(() => {
      sending.current = false;
      setPressed(false);
    });
  };

  return { busy: pressed || navigation.state === "submitting", onSubmit };
}
