/** Carries the per-response CSP nonces from the server entry to <Scripts> and friends. */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

/**
 * The nonce on the server; undefined in the browser, which never needs it after hydration, and in the page
 * cache's render, whose policy lists the inline scripts' hashes instead (no empty nonce="" attributes).
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}

export const StyleNonceContext = createContext<string>("");
export const StyleNonceProvider = StyleNonceContext.Provider;

/** The style nonce on the server, for the <meta property="csp-nonce"> that React Aria reads. */
export function useStyleNonce(): string | undefined {
  return useContext(StyleNonceContext) || undefined;
}
