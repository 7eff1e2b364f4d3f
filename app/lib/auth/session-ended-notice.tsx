/**
 * Says, once, on the page a session's end led to, that the person was signed out, and where their unsaved work is
 * (ADR 053). The page replaced the screen they were on, so the notice takes focus and a screen reader starts there.
 */
import { useEffect, useState } from "react";
import { OutcomeNotice } from "../../components/outcome-notice.tsx";
import { API_MESSAGES } from "../api/messages.ts";
import { type SessionEndedNote, takeSessionEndedNote } from "./session-ended.ts";

export function SessionEndedNotice() {
  const [note, setNote] = useState<SessionEndedNote | null>(null);
  // Read after hydration: the server, and the page cache, know nothing of this browser's storage.
  useEffect(() => {
    setNote(takeSessionEndedNote());
  }, []);
  if (!note) return null;
  return (
    <div className="container">
      <OutcomeNotice className="notice session-ended" role="status" takeFocus>
        {/* Spec §8's words for a 401 on an office screen, then ours on what became of the work. */}
        <strong>{API_MESSAGES.adminSessionExpired}</strong>{" "}
        {note === "work-kept" ? (
          <>
            The changes you had not saved are kept in this browser. To get them back,{" "}
            <a href="/secure-pcs-login">sign in</a> and open the same item again: you will be offered your changes.
          </>
        ) : (
          <>
            <a href="/secure-pcs-login">Sign in</a> to carry on.
          </>
        )}
      </OutcomeNotice>
    </div>
  );
}
