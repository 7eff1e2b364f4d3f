/**
 * /api/media: the office uploads (multipart: `file`, `alt`, `decorative`), lists, re-describes (JSON `alt`,
 * `decorative`) and deletes pictures, and puts a deleted one back or deletes it forever within 30 days (ADR 066:
 * GET /deleted, POST /deleted/:id/restore, DELETE /deleted/:id, as a content set's, and a deleted picture's files
 * for the office's thumbnails at GET /deleted/:id/<width>.webp); and
 * /media/<id>/<width>.<webp|avif> and /media/<id>/placeholder.webp, the files themselves, cached for a year (a
 * picture's files never change).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { mediaDetailsSchema, mediaListQuerySchema } from "../../../common/media/media.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { actorOf } from "../auth/require-admin.ts";
import { keptDeletionRoutes } from "../content/kept-deletion-routes.ts";
import { MAX_UPLOAD_BYTES } from "./images.ts";

/** An encoded file's name: its width and format, "640.webp". */
const FILE_NAME = /^(\d{1,4})\.(webp|avif)$/;
const idParams = z.object({ id: z.string().max(100) });
const keptParams = z.object({ id: z.uuid({ error: "That is not a picture's id." }) });
const keptFileParams = keptParams.extend({ file: z.string().max(20) });
const tooLarge = "The picture must be smaller than 10 MB.";

/** The upload's file and fields, read with limits: one file, ten megabytes, short fields. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new ValidationError({ file: "Send the picture as a multipart form with a file." });
  const fields: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 2000 },
    })) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.fieldname === "file") file = { data, fileName: part.filename };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new ValidationError({ file: tooLarge });
    if (code === "FST_FILES_LIMIT") throw new ValidationError({ file: "Send one picture at a time." });
    throw new ValidationError({ file: "The upload could not be read. Try again." });
  }
  if (!file || file.data.length === 0) throw new ValidationError({ file: "Choose a picture to upload." });
  return { ...file, details: { alt: fields.alt ?? "", decorative: fields.decorative === "true" } };
}

export async function mediaApiRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { throwFileSizeLimit: true });
  const admin = { preValidation: app.requireAdmin };

  app.post("/", admin, async (request, reply) => {
    const upload = await readUpload(request);
    const created = await app.services.media.create(upload, actorOf(request));
    return reply.code(201).header("cache-control", "no-store").send(created);
  });

  app.get("/", { ...admin, schema: { querystring: mediaListQuerySchema } }, async (request, reply) => {
    return reply.header("cache-control", "no-store").send(await app.services.media.list(request.query));
  });

  app.get("/:id", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    const found = await app.services.media.get(request.params.id);
    if (!found) throw new NotFoundError("No picture has that id.");
    return reply.header("cache-control", "no-store").send(found);
  });

  app.patch("/:id", { ...admin, schema: { params: idParams, body: mediaDetailsSchema } }, async (request, reply) => {
    const changed = await app.services.media.describe(request.params.id, request.body, actorOf(request));
    if (!changed) throw new NotFoundError("No picture has that id.");
    return reply.header("cache-control", "no-store").send(changed);
  });

  app.delete("/:id", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    if (!(await app.services.media.remove(request.params.id, actorOf(request)))) {
      throw new NotFoundError("No picture has that id.");
    }
    return reply.code(204).header("cache-control", "no-store").send();
  });

  // The library's "Recently deleted": a picture comes back at its own address, and onto the items still without one.
  keptDeletionRoutes(plain, keptParams, "No deleted picture is kept under that id.", {
    list: (services) => services.media.deleted(),
    putBack: (services, id, by) => services.media.putBack(id, by),
    deleteForever: (services, id, by) => services.media.deleteForever(id, by),
  });

  // Its files are not served under /media/ while it is deleted: the office sees its thumbnail here.
  app.get("/deleted/:id/:file", { ...admin, schema: { params: keptFileParams } }, async (request, reply) => {
    const { id, file } = request.params;
    const found = FILE_NAME.test(file) ? await app.services.media.file(id, file, { deleted: true }) : undefined;
    if (!found) throw new NotFoundError("No deleted picture is kept with that file.");
    return reply
      .header("content-type", found.contentType)
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(found.data);
  });
}

/** The blurred 16-pixel copy shown while a picture loads (an address, not a data: URL, so pages need no lookup). */
const PLACEHOLDER_FILE = "placeholder.webp";

/** The encoded files under /media/, outside the API: no session, no CSRF, cached by browsers and any CDN. */
export async function mediaFileRoutes(app: FastifyInstance) {
  async function placeholder(id: string) {
    const data = await app.services.media.placeholder(id);
    return data && { contentType: "image/webp", data };
  }

  app.get<{ Params: { id: string; file: string } }>("/media/:id/:file", async (request, reply) => {
    const { id, file } = request.params;
    const found =
      file === PLACEHOLDER_FILE
        ? await placeholder(id)
        : FILE_NAME.test(file)
          ? await app.services.media.file(id, file)
          : undefined;
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send("There is no picture at this address.");
    return reply
      .header("content-type", found.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(found.data);
  });
}
