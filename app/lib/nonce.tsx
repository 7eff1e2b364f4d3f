/** Carries the per-response CSP nonce from the server entry to <Scripts> and friends. */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

/** The nonce on the server; an empty string in the browser, which never needs it after hydration. */
export function useNonce(): string {
  return useContext(NonceContext);
}
