/**
 * The files families download (issue 14): the sample PDFs the site was built with (db/sample-content/downloads) and the
 * ones the office uploads, which take the place of a sample of the same name. Only real PDFs are kept.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import type { Actor } from "../../../common/content/types.ts";
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME,
  type DocumentInfo,
  kilobytes,
  MAX_DOCUMENT_BYTES,
} from "../../../common/documents/documents.ts";
import type { Db } from "../../db/database.ts";
import { ValidationError } from "../../errors.ts";
import type { AuditService } from "../audit/service.ts";

const SAMPLES = new URL("../../db/sample-content/downloads/", import.meta.url);

/** A PDF by its bytes, not its name: the header at the start and the end-of-file marker near the end. */
export function isPdf(data: Buffer): boolean {
  if (data.length < 16 || data.subarray(0, 5).toString("latin1") !== "%PDF-") return false;
  return data
    .subarray(Math.max(0, data.length - 2048))
    .toString("latin1")
    .includes("%%EOF");
}

async function sampleNames(): Promise<string[]> {
  try {
    return (await readdir(SAMPLES)).filter((name) => DOCUMENT_NAME.test(name));
  } catch {
    return [];
  }
}

export function createDocumentsService(db: Db, now: () => Date, audit: AuditService) {
  async function sample(name: string): Promise<Buffer | undefined> {
    if (!DOCUMENT_NAME.test(name) || !(await sampleNames()).includes(name)) return undefined;
    return readFile(new URL(name, SAMPLES));
  }

  return {
    /** Every file on offer, the office's and the samples', by name. */
    async list(): Promise<DocumentInfo[]> {
      const rows = await db.kysely
        .selectFrom("documents")
        .select(["name", "size_bytes", "updated_at", "updated_by"])
        .execute();
      const stored = new Map(rows.map((row) => [row.name, row]));
      const names = new Set([...(await sampleNames()), ...stored.keys()]);
      const infos = await Promise.all(
        [...names].map(async (name): Promise<DocumentInfo> => {
          const row = stored.get(name);
          const bytes = row ? row.size_bytes : (await stat(new URL(name, SAMPLES))).size;
          return {
            name,
            href: `/downloads/${name}`,
            sizeKb: kilobytes(bytes),
            updatedAt: row?.updated_at ?? null,
            updatedBy: row?.updated_by ?? null,
          };
        }),
      );
      return infos.sort((a, b) => a.name.localeCompare(b.name));
    },

    /** The file's bytes and fingerprint, or undefined for a name with no file. */
    async file(name: string): Promise<{ data: Buffer; etag: string } | undefined> {
      if (!DOCUMENT_NAME.test(name)) return undefined;
      const row = await db.kysely
        .selectFrom("documents")
        .select(["data", "sha256"])
        .where("name", "=", name)
        .executeTakeFirst();
      if (row) return { data: Buffer.from(row.data), etag: row.sha256 };
      const data = await sample(name);
      return data && { data, etag: createHash("sha256").update(data).digest("hex") };
    },

    /** Uploads a PDF under `name`, in place of any file of that name; refused, with the field named, unless a real PDF. */
    async put(name: string, data: Buffer, by: Actor | null): Promise<DocumentInfo> {
      if (!DOCUMENT_NAME.test(name)) throw new ValidationError({ name: DOCUMENT_MESSAGES.name });
      if (data.length === 0) throw new ValidationError({ file: DOCUMENT_MESSAGES.missing });
      if (data.length > MAX_DOCUMENT_BYTES) throw new ValidationError({ file: DOCUMENT_MESSAGES.tooLarge });
      if (!isPdf(data)) throw new ValidationError({ file: DOCUMENT_MESSAGES.notPdf });
      const values = {
        size_bytes: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        data,
        updated_at: now().toISOString(),
        updated_by: by?.name ?? null,
      };
      const existed = (await this.list()).some((document) => document.name === name);
      await db.kysely
        .insertInto("documents")
        .values({ name, ...values })
        .onConflict((oc) => oc.column("name").doUpdateSet(values))
        .execute();
      db.changes.announce();
      if (by) {
        await audit.record({
          action: existed ? "documents.replaced" : "documents.added",
          by: by,
          detail: { name, sizeKb: kilobytes(data.length) },
        });
      }
      return {
        name,
        href: `/downloads/${name}`,
        sizeKb: kilobytes(data.length),
        updatedAt: values.updated_at,
        updatedBy: values.updated_by,
      };
    },

    /** Each name's size in kilobytes, for the downloads blocks of a page. */
    async sizes(): Promise<Map<string, number>> {
      return new Map((await this.list()).map((document) => [document.href, document.sizeKb]));
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
