/**
 * The rendered-page cache (ADR 030): anonymous GETs of public pages answered with bytes rendered once.
 * Correct before fast: every announced write empties it, it holds nothing past the next scheduled change,
 * and a request that arrives after a write never waits on a render that began before it. Concurrent misses
 * for one address share one render, so a crowd arriving after a change costs one render, not hundreds.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SiteChanges } from "../db/changes.ts";
import { buildEntry, type CacheEntry, chooseEncoding, markedAs, matchesEtag, type Rendered, refusal } from "./entry.ts";
import { isCacheable } from "./policy.ts";

export interface PageCacheOptions {
  /** The database's word on changes: a write here or elsewhere empties the cache, and nothing is served while
   * another process's writes could go unheard. The cache keeps no copy of that state (ADR 030). */
  changes: SiteChanges;
  /** Renders an address as an anonymous visitor, without a nonce (the fill). */
  render(url: string): Promise<Rendered>;
  /** The next instant at which pages change with no write (modules/content/next-change.ts). */
  nextChange(now: Date): Promise<Date>;
  /** The server's clock (tests inject one). */
  now(): Date;
  /** Told when a fill or the schedule could not be read; the request is then served uncached. */
  onError(error: unknown, what: string): void;
  /** Most bytes kept (all encodings of all entries); the oldest entries go first. */
  maxBytes?: number;
}

/** An address whose rendered answer may not be kept (a 404, a redirect, a cookie): served uncached until the next change. */
const UNCACHEABLE = Symbol("uncacheable");

type Slot = CacheEntry | typeof UNCACHEABLE;

/** 64 MB: a school site's public pages, in three encodings each, many times over. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** Pages are rendered again at least this often, should a timed change escape modules/content/next-change.ts. */
export const MAX_ENTRY_AGE_MS = 10 * 60 * 1000;

function sizeOf(slot: Slot): number {
  if (slot === UNCACHEABLE) return 64;
  return slot.bodies.br.length + slot.bodies.gzip.length + slot.bodies.identity.length + 2048;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const { changes } = options;
  /** Bumped when the cache empties: a fill begun in an earlier generation is not kept. */
  let generation = 0;
  /** The changes' count the slots were filled at; another count means a change since. */
  let filledAt = changes.count();
  let slots = new Map<string, Slot>();
  let bytes = 0;
  /** Entries may be served until this instant (ms); 0 until the schedule has been read for this generation. */
  let validUntil = 0;
  let schedule: Promise<void> | null = null;
  let fills = new Map<string, Promise<CacheEntry | null>>();
  const stats = { hits: 0, misses: 0, renders: 0, invalidations: 0 };

  function invalidate() {
    generation += 1;
    filledAt = changes.count();
    slots = new Map();
    bytes = 0;
    validUntil = 0;
    schedule = null;
    // Requests from now on render afresh; those already waiting keep the answer they were promised.
    fills = new Map();
    stats.invalidations += 1;
  }

  function keep(url: string, slot: Slot) {
    const previous = slots.get(url);
    if (previous) bytes -= sizeOf(previous);
    slots.delete(url);
    slots.set(url, slot);
    bytes += sizeOf(slot);
    for (const [oldest, old] of slots) {
      if (bytes <= maxBytes) break;
      slots.delete(oldest);
      bytes -= sizeOf(old);
    }
  }

  /** Whether the slots may be served: empties them first if anything changed since they were filled. */
  function current(): boolean {
    if (changes.count() !== filledAt) invalidate();
    return changes.hearsAll();
  }

  function readSchedule(forGeneration: number): Promise<void> {
    if (schedule) return schedule;
    const at = options.now();
    schedule = options
      .nextChange(at)
      .then((next) => {
        if (forGeneration === generation) validUntil = Math.min(next.getTime(), at.getTime() + MAX_ENTRY_AGE_MS);
      })
      .catch((error: unknown) => {
        // validUntil stays 0: nothing is served from the cache until a later fill reads the schedule.
        if (forGeneration === generation) schedule = null;
        options.onError(error, "the next scheduled change could not be read");
      });
    return schedule;
  }

  /** The slot for an address, if it may be served now. */
  function lookup(url: string): Slot | undefined {
    if (!current()) return undefined;
    if (validUntil === 0) return undefined;
    if (options.now().getTime() >= validUntil) {
      invalidate();
      return undefined;
    }
    return slots.get(url);
  }

  /** Renders an address once for everyone asking now; null when its answer may not be kept. */
  function fill(url: string): Promise<CacheEntry | null> {
    const pending = fills.get(url);
    if (pending) return pending;
    const forGeneration = generation;
    const fillsOfThisGeneration = fills;
    const promise = (async () => {
      const scheduled = readSchedule(forGeneration);
      stats.renders += 1;
      const rendered = await options.render(url);
      await scheduled;
      const keepIt = current() && forGeneration === generation;
      if (refusal(rendered) !== null) {
        if (keepIt) keep(url, UNCACHEABLE);
        return null;
      }
      const entry = buildEntry(rendered);
      if (keepIt) keep(url, entry);
      return entry;
    })().finally(() => {
      if (fillsOfThisGeneration.get(url) === promise) fillsOfThisGeneration.delete(url);
    });
    fills.set(url, promise);
    return promise;
  }

  function send(request: IncomingMessage, response: ServerResponse, entry: CacheEntry, state: "hit" | "miss") {
    if (matchesEtag(request.headers["if-none-match"], entry.etag)) {
      response.writeHead(304, state === "hit" ? entry.notModified : markedAs(entry.notModified, state));
      response.end();
      return;
    }
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    const headers = entry.headers[encoding];
    response.writeHead(entry.status, state === "hit" ? headers : markedAs(headers, state));
    response.end(request.method === "HEAD" ? undefined : entry.bodies[encoding]);
  }

  return {
    /**
     * The server's request listener in front of Fastify's (`next`): answers from the cache what it may,
     * fills it on a miss, and hands everything else on untouched.
     */
    handle(
      request: IncomingMessage,
      response: ServerResponse,
      next: (request: IncomingMessage, response: ServerResponse) => void,
    ): void {
      if (!isCacheable(request.method, request.url, request.headers.cookie)) {
        next(request, response);
        return;
      }
      const url = request.url as string;
      const slot = lookup(url);
      if (slot === UNCACHEABLE) {
        next(request, response);
        return;
      }
      if (slot) {
        stats.hits += 1;
        send(request, response, slot, "hit");
        return;
      }
      stats.misses += 1;
      fill(url).then(
        (entry) => {
          if (entry) send(request, response, entry, "miss");
          else next(request, response);
        },
        (error: unknown) => {
          options.onError(error, `${url} could not be rendered for the cache`);
          next(request, response);
        },
      );
    },
    /** Counts since start, for the health check and the benchmark. */
    stats: () => ({ ...stats, entries: slots.size, bytes }),
  };
}
