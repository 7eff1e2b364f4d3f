/** Spec §8: every failure goes to an error logger, which says nothing in production. */
import { getClientConfig } from "../config/client-config.ts";

export interface ErrorLogger {
  /** Records a failure of `operation` (e.g. "login"); never throws. */
  log(operation: string, error: unknown): void;
}

export interface ErrorLoggerOptions {
  production: boolean;
  /** Where entries go when logging is on; the console by default. */
  sink?: (message: string, error: unknown) => void;
}

export function createErrorLogger({ production, sink }: ErrorLoggerOptions): ErrorLogger {
  const write = sink ?? ((message: string, error: unknown) => console.error(message, error));
  return {
    log(operation, error) {
      if (production) return;
      try {
        write(`[pcs] ${operation} failed`, error);
      } catch {
        // A logger that throws would turn a handled failure into an unhandled one.
      }
    },
  };
}

/** The logger of this build: on in development, silent in production. */
export function defaultErrorLogger(): ErrorLogger {
  return createErrorLogger({ production: getClientConfig().mode === "production" });
}
