/**
 * The backup's container: a gzip-compressed tar (ustar) of a few flat files, written and read with Node
 * alone, so `tar tzf backup.tar.gz` lists it and `tar xzf` unpacks it on any machine (ADR 036).
 */
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

const BLOCK = 512;
/** Members are flat names the backup itself chose; anything else in an archive is refused, never written. */
const MEMBER_NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/** The archive is not one this code wrote (or it is cut short): its content is at fault. */
export class ArchiveError extends Error {}

/**
 * The folder an archive is unpacked into would not take a member (a full disk, no permission, a read-only file
 * system): the place is at fault, not the archive, so the caller can say so rather than call the file no backup.
 */
export class UnpackWriteError extends Error {
  /** The file system's error code: ENOSPC, EDQUOT, EFBIG, EACCES, EROFS, … */
  readonly code: string | undefined;
  constructor(
    readonly folder: string,
    readonly member: string,
    readonly systemError: NodeJS.ErrnoException,
  ) {
    super(`Could not write ${member} in ${folder}: ${systemError.message}`, { cause: systemError });
    this.code = systemError.code;
  }
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** One ustar header block for a regular file. */
function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Writes `members` (name → a file on disk) into a .tar.gz at `out`, streaming each file. */
export async function writeArchive(out: string, members: { name: string; path: string }[]): Promise<void> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(out, { flags: "wx" }));
  const push = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, "drain");
  };
  try {
    for (const member of members) {
      if (!MEMBER_NAME.test(member.name)) throw new ArchiveError(`Bad member name ${member.name}`);
      const { size, mtime } = await stat(member.path);
      await push(header(member.name, size, mtime));
      for await (const chunk of createReadStream(member.path)) await push(chunk as Buffer);
      await push(padding(size));
    }
  } catch (error) {
    // Close the half-written file before the caller removes it.
    gzip.destroy();
    await written.catch(() => {});
    throw error;
  }
  gzip.end(Buffer.alloc(BLOCK * 2));
  await written;
}

/** Pulls exact byte counts out of a stream of chunks. */
class Reader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  /** Up to `n` bytes; fewer only at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    while (this.length < n) {
      const next = await this.chunks.next();
      if (next.done) break;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length).toString("utf8");
  const end = raw.indexOf("\0");
  return (end === -1 ? raw : raw.slice(0, end)).trim();
}

/**
 * Unpacks a .tar.gz written by writeArchive into `dir` (which must exist); returns the member names.
 * Only regular files with flat names are accepted, so an archive cannot write outside `dir`.
 */
export async function readArchive(file: string, dir: string): Promise<string[]> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not pass on the file's own errors (a folder given for the file, no permission to read it): unheard,
  // one would crash the process. Passed on, it ends the loop below like any other.
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const reader = new Reader(gunzip[Symbol.asyncIterator]());
  const names: string[] = [];
  try {
    for (;;) {
      const block = await reader.read(BLOCK);
      if (block.length < BLOCK) throw new ArchiveError("the archive ends in the middle of a header");
      if (block.every((byte) => byte === 0)) break;
      if (field(block, 257, 6) !== "ustar") throw new ArchiveError("it is not a tar archive");
      const name = field(block, 0, 100);
      const type = field(block, 156, 1);
      const size = Number.parseInt(field(block, 124, 12), 8);
      if (!MEMBER_NAME.test(name) || (type !== "0" && type !== "") || !Number.isSafeInteger(size)) {
        throw new ArchiveError(`it holds "${name}", which no backup of this site holds`);
      }
      // A name seen before would meet its own file ("wx" refuses it): the archive's doing, not the folder's.
      if (names.includes(name)) throw new ArchiveError(`it holds ${name} twice`);
      /** One step of writing the member, whose failure is the folder's (a full disk, say), not the archive's. */
      const writing = async <T>(step: () => Promise<T>): Promise<T> => {
        try {
          return await step();
        } catch (error) {
          throw new UnpackWriteError(dir, name, error as NodeJS.ErrnoException);
        }
      };
      // A file handle, not a write stream: each write's error arrives where it is awaited, so it can be told apart
      // from the archive's, and none is emitted while the loop waits for the archive (unheard, that would crash).
      const out = await writing(() => open(join(dir, name), "wx"));
      try {
        let left = size;
        while (left > 0) {
          const chunk = await reader.read(Math.min(left, 1 << 20));
          if (chunk.length === 0) throw new ArchiveError(`the archive ends in the middle of ${name}`);
          // writeFile on a handle writes all of the chunk at the handle's position, after the one before.
          await writing(() => out.writeFile(chunk));
          left -= chunk.length;
        }
      } catch (error) {
        await out.close().catch(() => {});
        throw error;
      }
      await writing(() => out.close());
      await reader.read(padding(size).length);
      names.push(name);
    }
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof UnpackWriteError) throw error;
    // Reading the file itself failed (zlib's errors name no system call): its own words, not the archive's fault.
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    // zlib's "incorrect header check" and the like: say what it means for the operator.
    throw new ArchiveError(`it could not be read as a .tar.gz (${(error as Error).message})`);
  } finally {
    // Both: after an early end, pipe() leaves the file open once gunzip is gone.
    gunzip.destroy();
    source.destroy();
  }
  return names;
}
