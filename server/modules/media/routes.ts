/**
 * /api/media: the office uploads (multipart: `file`, `alt`, `decorative`), lists, re-describes (JSON `alt`,
 * `decorative`) and removes pictures; and
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
import { MAX_UPLOAD_BYTES } from "./images.ts";

const idParams = z.object({ id: z.string().max(100) });
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
}

const FILE_NAME = /^(\d{1,4})\.(webp|avif)$/;
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
