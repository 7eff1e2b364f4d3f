/**
 * The office's alerts above the top bar on every page (issue 14): the most serious first, announced to screen
 * readers; information can be dismissed for the visit, an emergency cannot; each leaves at its end time.
 */
import { useEffect, useState } from "react";
import type { AlertLevel } from "../../../common/content/alerts/schema.ts";
import type { ShowingAlert } from "../../../common/content/alerts/types.ts";
import { useNonce } from "../../lib/nonce.tsx";

const LEVEL_WORDS: Record<AlertLevel, string> = {
  information: "Notice",
  warning: "Warning",
  emergency: "Emergency",
};

/** Keyed by version too: an alert the office rewrites is shown again to those who dismissed the old words. */
const dismissKey = (alert: ShowingAlert) => `pcs.alert-dismissed.${alert.id}.${alert.version}`;

/**
 * Runs as the page is parsed, before its first paint: a notice this visitor dismissed on an earlier page is hidden
 * at once, rather than shown until the scripts arrive after the paint (ADR 043) and then pulled away. The same
 * text on every page, so the page cache's hash for it never changes.
 */
const HIDE_DISMISSED = `try{for(const item of document.querySelectorAll("[data-dismiss-key]"))if(sessionStorage.getItem(item.dataset.dismissKey))item.hidden=true}catch{}`;

function readDismissed(alerts: readonly ShowingAlert[]): Set<string> {
  const found = new Set<string>();
  try {
    for (const alert of alerts) if (sessionStorage.getItem(dismissKey(alert))) found.add(dismissKey(alert));
  } catch {
    // Storage may be off (private modes): nothing is remembered, the notice simply shows.
  }
  return found;
}

export function AlertBanner({ alerts }: { alerts: readonly ShowingAlert[] }) {
  const nonce = useNonce();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [hydrated, setHydrated] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setDismissed(readDismissed(alerts));
    setHydrated(true);
  }, [alerts]);

  // An open page loses an alert at its end time, without waiting for the next page.
  useEffect(() => {
    const ends = alerts
      .map((alert) => (alert.endsAt ? Date.parse(alert.endsAt) : Number.NaN))
      .filter((end) => Number.isFinite(end) && end > now);
    if (ends.length === 0) return;
    const wait = Math.min(Math.min(...ends) - Date.now() + 50, 2 ** 31 - 1);
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(wait, 0));
    return () => window.clearTimeout(timer);
  }, [alerts, now]);

  const showing = alerts.filter(
    (alert) => !dismissed.has(dismissKey(alert)) && !(hydrated && alert.endsAt && Date.parse(alert.endsAt) <= now),
  );
  if (showing.length === 0) return null;

  function dismiss(alert: ShowingAlert) {
    try {
      sessionStorage.setItem(dismissKey(alert), "1");
    } catch {
      // Not remembered past this page; still hidden now.
    }
    setDismissed((current) => new Set([...current, dismissKey(alert)]));
  }

  return (
    <section className="alert-banner" aria-label="School alerts" data-testid="alert-banner">
      {showing.map((alert) => (
        <div
          key={alert.id}
          className={`alert-banner__item alert-banner__item--${alert.level}`}
          role={alert.level === "information" ? "status" : "alert"}
          data-dismiss-key={alert.level === "information" ? dismissKey(alert) : undefined}
        >
          <div className="container alert-banner__inner">
            <p className="alert-banner__message">
              <strong className="alert-banner__level">{LEVEL_WORDS[alert.level]}:</strong> {alert.message}
              {alert.link ? (
                <>
                  {" "}
                  <a className="alert-banner__link" href={alert.link}>
                    More information
                  </a>
                </>
              ) : null}
            </p>
            {alert.level === "information" && hydrated ? (
              <button type="button" className="alert-banner__dismiss" onClick={() => dismiss(alert)}>
                Dismiss <span className="visually-hidden">this notice</span>
              </button>
            ) : null}
          </div>
        </div>
      ))}
      {!hydrated && showing.some((alert) => alert.level === "information") ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by nonce or hash
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED }} />
      ) : null}
    </section>
  );
}
