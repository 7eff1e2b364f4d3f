/**
 * A content set's API: GET list and GET /:id for everyone, and for a signed-in administrator the drafts
 * and closed items too (`?status=`), plus POST, PUT /:id and DELETE /:id, the history, and what was deleted
 * (GET /deleted, POST /deleted/:id/restore, DELETE /deleted/:id; ADR 048). Inputs are checked by the routes'
 * zod schemas (ADR 017) and the set's own schema in its write path; errors are thrown (ADR 016).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DeletedList, PutBackItem } from "../../../common/content/deleted.ts";
import type { Actor, Page, Visibility } from "../../../common/content/types.ts";
import { hasControlCharacters } from "../../../common/control-characters.ts";
import { NotFoundError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { actorOf } from "../auth/require-admin.ts";
import type { VersionSummary } from "./history.ts";
import { keptDeletionRoutes, noBody } from "./kept-deletion-routes.ts";
import type { Update } from "./writes.ts";

/** What a list query may carry for every set: `status` is honoured only for a signed-in administrator. */
interface AdminListQuery {
  status?: string;
}

/** The set's write path, as its service offers it (content/writes.ts). */
export interface ContentWriter<E> {
  create(input: Record<string, unknown>, by: Actor): Promise<E>;
  update(id: string, input: Update<Record<string, unknown>>, by: Actor): Promise<E | undefined>;
  remove(id: string, by: Actor): Promise<boolean>;
  history(id: string): Promise<{ current: number; versions: VersionSummary[] } | undefined>;
  version(id: string, version: number): Promise<E | undefined>;
  restore(id: string, version: number, currentVersion: number, by: Actor): Promise<E | undefined>;
  deleted(): Promise<DeletedList["items"]>;
  putBack(id: string, by: Actor): Promise<PutBackItem<E> | undefined>;
  deleteForever(id: string, by: Actor): Promise<boolean>;
}

/** What every set's service offers for writing (content/writes.ts), whatever its input type. */
interface SetWrites<E> {
  create(input: never, by: Actor): Promise<E>;
  update(id: never, input: never, by: Actor): Promise<E | undefined>;
  remove(id: never, by: Actor): Promise<boolean>;
  history(id: never): Promise<{ current: number; versions: VersionSummary[] } | undefined>;
  version(id: never, version: number): Promise<unknown>;
  restore(id: never, version: number, currentVersion: number, by: Actor): Promise<E | undefined>;
  deleted(): Promise<DeletedList["items"]>;
  putBack(id: never, by: Actor): Promise<E | undefined>;
  deleteForever(id: never, by: Actor): Promise<boolean>;
}

/**
 * A set's service as the routes' writer. The body is any JSON object here; the set's own schema checks
 * every field in its write path, so the loose types stop at this line.
 */
export function writerOf<E>(service: SetWrites<E>): ContentWriter<E> {
  return service as unknown as ContentWriter<E>;
}

export interface ContentRouteOptions<Q extends AdminListQuery, E> {
  /** Names the thing in the 404 message: "No news item has that id." */
  noun: string;
  listQuery: z.ZodType<Q>;
  list(services: Services, query: Q & Visibility): Promise<Page<E>>;
  get(services: Services, id: string, visibility: Visibility): Promise<E | undefined>;
  /** The set's writes; a set without them answers 405 to POST, PUT and DELETE. */
  writer?(services: Services): ContentWriter<E>;
  /**
   * The set's own actions on one item, each POST /:id/<name> for the office with an empty body, answering the
   * item as saved (alerts: "end" ends one now). Each must write through the set's write path.
   */
  actions?: Readonly<Record<string, (services: Services, id: string, by: Actor) => Promise<E | undefined>>>;
}

/**
 * An id is plain text: one with a control character (`/api/news/%00`) names nothing, and PostgreSQL refused
 * the NUL in its query with a 500 on the history and restore routes (found by the bad-input sweep, issue 18).
 */
const itemParams = z.object({
  id: z
    .string()
    .max(100)
    .refine((id) => !hasControlCharacters(id), "That is not an id."),
});
const itemQuery = z.object({ status: z.string().max(20).optional() });
/** Any JSON object: the set's own schema names each bad field in its write path. */
const itemBody = z.record(z.string(), z.unknown(), { error: "Send the item's fields as a JSON object." });
const versionMessage = "The version must be a whole number from 1.";
const versionParams = itemParams.extend({
  version: z.coerce.number({ error: versionMessage }).int(versionMessage).min(1, versionMessage),
});
const restoreBody = z.object({
  version: z.number({ error: "The version to restore is required." }).int().min(1),
  currentVersion: z.number({ error: "The version being edited is required." }).int(),
});
/**
 * A put back's answer: the item as it is again (each set's own fields, not repeated here), and the picture it came
 * back without when that was deleted meanwhile (ADR 066).
 */
const putBackAnswer = z.looseObject({
  pictureLeftOff: z
    .discriminatedUnion("kept", [
      z.object({
        kept: z.literal(true),
        title: z.string().describe("The picture's title under the picture library's Recently deleted."),
      }),
      z.object({ kept: z.literal(false) }),
    ])
    .optional()
    .describe(
      "Present when the item came back without the picture it showed, because that was deleted: kept (put it back from /api/media/deleted and this item gets it again) or deleted for good.",
    ),
});
const updateBody = itemBody.and(
  z.object({ version: z.number({ error: "The version being edited is required." }).int() }),
);

export function contentRoutes<Q extends AdminListQuery, E>(options: ContentRouteOptions<Q, E>) {
  return async function routes(plain: FastifyInstance) {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /**
     * Visitors see what the public pages show. An administrator who asks (`status=…`) sees drafts and
     * closed items too; the same question from a visitor is answered as a visitor's.
     */
    async function visibilityFor(request: FastifyRequest, status: string | undefined): Promise<Visibility> {
      if (status === undefined) return {};
      const admin = await app.services.auth.signedInAdmin(request.session?.adminId);
      if (!admin) return {};
      request.admin = admin;
      return { includeDrafts: true, onlyStatus: status === "draft" || status === "published" ? status : undefined };
    }

    app.get("/", { schema: { querystring: options.listQuery } }, async (request, reply) => {
      const query = request.query as Q;
      const visibility = await visibilityFor(request, query.status);
      // An administrator's view must never be kept by a cache and shown to a visitor.
      if (visibility.includeDrafts) reply.header("cache-control", "no-store");
      return options.list(app.services, { ...query, ...visibility });
    });

    app.get("/:id", { schema: { params: itemParams, querystring: itemQuery } }, async (request, reply) => {
      const visibility = await visibilityFor(request, request.query.status);
      if (visibility.includeDrafts) reply.header("cache-control", "no-store");
      const item = await options.get(app.services, request.params.id, visibility);
      if (!item) throw new NotFoundError(`No ${options.noun} has that id.`);
      return item;
    });

    const { writer } = options;
    if (!writer) return;
    // Before validation, so a visitor learns nothing about the input rules: 401 whatever the body.
    const admin = { preValidation: app.requireAdmin };

    app.post("/", { ...admin, schema: { body: itemBody } }, async (request, reply) => {
      const created = await writer(app.services).create(request.body, actorOf(request));
      return reply.code(201).header("cache-control", "no-store").send(created);
    });

    app.put("/:id", { ...admin, schema: { params: itemParams, body: updateBody } }, async (request, reply) => {
      const updated = await writer(app.services).update(request.params.id, request.body, actorOf(request));
      if (!updated) throw new NotFoundError(`No ${options.noun} has that id.`);
      return reply.header("cache-control", "no-store").send(updated);
    });

    // The history is the office's own: an administrator's session, like the writes (no CSRF token on a read).
    app.get("/:id/history", { ...admin, schema: { params: itemParams } }, async (request, reply) => {
      const found = await writer(app.services).history(request.params.id);
      if (!found) throw new NotFoundError(`No ${options.noun} has that id.`);
      return reply.header("cache-control", "no-store").send(found);
    });

    app.get("/:id/history/:version", { ...admin, schema: { params: versionParams } }, async (request, reply) => {
      const earlier = await writer(app.services).version(request.params.id, request.params.version);
      if (!earlier) throw new NotFoundError(`That version of this ${options.noun} was not kept.`);
      return reply.header("cache-control", "no-store").send(earlier);
    });

    app.post(
      "/:id/restore",
      { ...admin, schema: { params: itemParams, body: restoreBody } },
      async (request, reply) => {
        const { version, currentVersion } = request.body;
        const restored = await writer(app.services).restore(
          request.params.id,
          version,
          currentVersion,
          actorOf(request),
        );
        if (!restored) throw new NotFoundError(`That version of this ${options.noun} was not kept.`);
        return reply.header("cache-control", "no-store").send(restored);
      },
    );

    for (const [name, act] of Object.entries(options.actions ?? {})) {
      app.post(`/:id/${name}`, { ...admin, schema: { params: itemParams, body: noBody } }, async (request, reply) => {
        const saved = await act(app.services, request.params.id, actorOf(request));
        if (!saved) throw new NotFoundError(`No ${options.noun} has that id.`);
        return reply.header("cache-control", "no-store").send(saved);
      });
    }

    // The office's "Recently deleted": the item comes back under its own id, as a new version.
    keptDeletionRoutes(plain, itemParams, `No deleted ${options.noun} is kept under that id.`, {
      list: (services) => writer(services).deleted(),
      putBack: (services, id, by) => writer(services).putBack(id, by),
      deleteForever: (services, id, by) => writer(services).deleteForever(id, by),
      putBackAnswer,
    });

    app.delete("/:id", { ...admin, schema: { params: itemParams } }, async (request, reply) => {
      const removed = await writer(app.services).remove(request.params.id, actorOf(request));
      if (!removed) throw new NotFoundError(`No ${options.noun} has that id.`);
      return reply.code(204).header("cache-control", "no-store").send();
    });
  };
}
