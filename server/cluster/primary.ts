/**
 * `npm start` with WEB_CONCURRENCY above 1 (ADR 071): the primary process serves nothing itself. It starts one
 * worker per slot on the shared port, passes each worker's "content changed" to the others and keeps their
 * rate-limit counts, starts a worker again if one dies, and on SIGTERM or SIGINT stops them all and waits.
 */
import cluster, { type Worker } from "node:cluster";
import { isToPrimary, type ToPrimary, type ToWorker } from "./channel.ts";
import { createCounters } from "./counters.ts";

/** Tells a worker its slot; the worker in slot 0 runs the background work (the mail worker, the retention sweep). */
export const WORKER_SLOT_ENV = "PCS_WORKER_SLOT";

/**
 * Marks the one worker the primary starts before the others, to migrate the database and load the sample content
 * and then exit: the primary itself never loads the database code, and holds a third of the memory it did.
 */
export const PREPARE_ENV = "PCS_PREPARE_DATABASE";

/** Prepares the database in a worker of its own (it reports its own failure); resolves with its exit code. */
export function prepareInWorker(): Promise<number> {
  return new Promise((resolve) => {
    const worker = cluster.fork({ [PREPARE_ENV]: "1" });
    worker.once("exit", (code, signal) => {
      // A failure it could report, it has; a signal leaves it no word of its own.
      if (signal) console.error(`Could not prepare the database: its process was stopped (${signal}).`);
      resolve(signal ? 1 : code);
    });
  });
}

/** A worker that dies after it served is started again after this pause (a crash loop then costs little). */
const RESTART_DELAY_MS = 1_000;

export interface PrimaryOptions {
  workers: number;
  /** Where the primary's own lines go (the workers log for themselves). */
  log(line: string): void;
  /** Called once every worker has stopped, with the exit code the server should end with. */
  exit(code: number): void;
}

/** The slot a worker was started in (0 outside a cluster). */
export function workerSlot(env: Record<string, string | undefined> = process.env): number {
  const slot = Number(env[WORKER_SLOT_ENV] ?? 0);
  return Number.isInteger(slot) && slot >= 0 ? slot : 0;
}

/** A worker as the switchboard sees it: the part of cluster's Worker it uses (tests give their own). */
export interface Peer {
  send(message: ToWorker): void;
  isConnected(): boolean;
}

/** What the primary does with a worker's message: a change goes to every other worker, a count is answered. */
export function createSwitchboard() {
  const counters = createCounters();
  return (message: ToPrimary, from: Peer, peers: Iterable<Peer>): void => {
    if (message.pcs === "changed") {
      for (const other of peers) if (other !== from && other.isConnected()) other.send(message);
      return;
    }
    counters.count(message, (reply) => {
      if (from.isConnected()) from.send(reply);
    });
  };
}

export function runPrimary(options: PrimaryOptions): { stop(code: number): void } {
  const route = createSwitchboard();
  const workers = new Map<number, Worker>();
  let stopping = false;
  let exitCode = 0;

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (workers.size === 0) return options.exit(exitCode);
    // Each worker answers what has arrived, then ends (server/main.ts); the primary waits for the last.
    for (const worker of workers.values()) worker.process.kill("SIGTERM");
  };

  const fork = (slot: number) => {
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot) });
    workers.set(slot, worker);
    let served = false;
    worker.on("listening", () => {
      served = true;
    });
    worker.on("message", (message: unknown) => {
      if (isToPrimary(message)) route(message, worker, workers.values());
    });
    worker.on("exit", (code, signal) => {
      if (workers.get(slot) === worker) workers.delete(slot);
      if (stopping) {
        if (workers.size === 0) options.exit(exitCode);
        return;
      }
      if (!served) {
        // A worker that never listened will not do better the next time (a bad setting, a taken port).
        options.log(`A worker stopped before it could serve (${signal ?? `exit code ${code}`}): the server stops.`);
        stop(1);
        return;
      }
      options.log(`Worker ${slot + 1} stopped (${signal ?? `exit code ${code}`}); starting another.`);
      setTimeout(() => {
        if (!stopping) fork(slot);
      }, RESTART_DELAY_MS);
    });
  };

  for (let slot = 0; slot < options.workers; slot++) fork(slot);
  return { stop };
}
