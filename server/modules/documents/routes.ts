/**
 * /api/documents: the office lists the files families download and uploads or replaces one (multipart `file`,
 * at most 10 MB, a real PDF); and /downloads/<name>, the file itself, revalidated by its fingerprint.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "../../../common/documents/documents.ts";
import { ValidationError } from "../../errors.ts";
import { actorOf } from "../auth/require-admin.ts";

const nameParams = z.object({ name: z.string().max(100) });

/** The one file of the upload, read with its limit enforced while reading (413-sized bodies never pile up). */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ValidationError({ file: "Send the file as a multipart form with a file." });
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 2 } })) {
      if (part.type === "file" && part.fieldname === "file") data = await part.toBuffer();
      else if (part.type === "file") await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new ValidationError({ file: DOCUMENT_MESSAGES.tooLarge });
    if (code === "FST_FILES_LIMIT") throw new ValidationError({ file: "Send one file at a time." });
    throw new ValidationError({ file: "The upload could not be read. Try again." });
  }
  if (!data || data.length === 0) throw new ValidationError({ file: DOCUMENT_MESSAGES.missing });
  return data;
}

export async function documentsApiRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { throwFileSizeLimit: true });
  const admin = { preValidation: app.requireAdmin };

  app.get("/", admin, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ items: await app.services.documents.list() });
  });

  app.put("/:name", { ...admin, schema: { params: nameParams } }, async (request, reply) => {
    const data = await readFile(request);
    const saved = await app.services.documents.put(request.params.name, data, actorOf(request));
    return reply.header("cache-control", "no-store").send(saved);
  });
}

/** The files under /downloads/, outside the API: the office's upload, else the sample the site was built with. */
export async function documentFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>("/downloads/:name", async (request, reply) => {
    const found = await app.services.documents.file(request.params.name);
    if (!found) return reply.code(404).type("text/plain; charset=utf-8").send("There is no file at this address.");
    const etag = `"${found.etag}"`;
    // A replaced form must reach families at once: browsers keep it but ask each time whether it changed.
    reply.header("etag", etag).header("cache-control", "public, no-cache").header("x-content-type-options", "nosniff");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.header("content-type", "application/pdf").send(found.data);
  });
}
