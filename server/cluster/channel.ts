/**
 * What a worker and the primary say to each other when the site runs one process per core (WEB_CONCURRENCY,
 * ADR 071): "public content changed", to be passed to the other workers, and the shared rate-limit counts.
 * Workers talk through Node's IPC; tests give the app a channel of their own.
 */
import cluster from "node:cluster";

/** A worker's change, passed by the primary to every other worker (page-cache/relay.ts). */
export interface ChangedMessage {
  pcs: "changed";
  /** The telling worker's relay origin, so it does not hear itself. */
  origin: string;
}

/** A worker asks the primary to count a request (plugins/rate-limit.ts). */
export interface CountMessage {
  pcs: "count";
  id: number;
  method: "incr" | "read";
  /** Which limit: one store per route, as the plugin makes them. */
  store: string;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  key: string;
  timeWindow: number;
  max: number;
}

/** The primary's answer to a CountMessage. */
export interface CountedMessage {
  pcs: "counted";
  id: number;
  current: number;
  ttl: number;
}

export type ToPrimary = ChangedMessage | CountMessage;
export type ToWorker = ChangedMessage | CountedMessage;

/** A worker's line to the primary. */
export interface ClusterChannel {
  send(message: ToPrimary): void;
  /** Listens until the returned function is called. */
  onMessage(listener: (message: ToWorker) => void): () => void;
  /** Whether the primary can be reached now. */
  connected(): boolean;
  /** Told once when the line to the primary is gone for good. */
  onDisconnect(listener: () => void): void;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Whether an IPC message is one of ours (Node's own cluster messages travel the same line). */
export function isToWorker(value: unknown): value is ToWorker {
  return isObject(value) && (value.pcs === "changed" || value.pcs === "counted");
}

export function isToPrimary(value: unknown): value is ToPrimary {
  return isObject(value) && (value.pcs === "changed" || value.pcs === "count");
}

/** This process's line to its primary, or undefined when it is not a cluster worker. */
export function workerChannel(): ClusterChannel | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  return {
    send(message) {
      if (process.connected) process.send?.(message);
    },
    onMessage(listener) {
      const heard = (message: unknown) => {
        if (isToWorker(message)) listener(message);
      };
      process.on("message", heard);
      return () => process.off("message", heard);
    },
    connected: () => process.connected,
    onDisconnect(listener) {
      process.once("disconnect", listener);
    },
  };
}
