/** The browser's start: hydrate the server's HTML, on Preact in the built site (ADR 073) and on React in dev. */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { prepareForPreact } from "./lib/preact/prepare-for-preact.ts";

async function hydrate(): Promise<void> {
  const root = import.meta.env.PCS_PREACT ? await prepareForPreact(() => HydratedRouter({})) : document;
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
