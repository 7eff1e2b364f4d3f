/** Carries the per-response CSP nonces from the server entry to <Scripts> and friends. */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

/** The nonce on the server; an empty string in the browser, which never needs it after hydration. */
export function useNonce(): string {
  return useContext(NonceContext);
}

export const StyleNonceContext = createContext<string>("");
export const StyleNonceProvider = StyleNonceContext.Provider;

/** The style nonce on the server, for the <meta property="csp-nonce"> that React Aria reads. */
export function useStyleNonce(): string {
  return useContext(StyleNonceContext);
}
