/** Where a picture's files are, and the srcset a page gives for it (ADR 025). Kept apart from the schemas: public pages import it. */

/** The widths every picture is encoded at, when it is at least that wide (its own width is added). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;

/** "/media/<id>/<width>.<format>" */
export function mediaFileUrl(id: string, width: number, format: "webp" | "avif" = "webp"): string {
  return `${id.startsWith("/") ? id : `/media/${id}`}/${width}.${format}`;
}

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})\/(\d+)\.webp$/;

/**
 * The srcset of a picture from its address alone: the address names the largest width, and the smaller ones
 * are the standard widths below it. Undefined for any other address (a sample illustration, a web address).
 */
export function srcsetOf(url: string | null | undefined, format: "webp" | "avif" = "webp"): string | undefined {
  const match = url ? MEDIA_URL.exec(url) : null;
  if (!match) return undefined;
  const [, id, largest] = match as unknown as [string, string, string];
  const widths = [...MEDIA_WIDTHS.filter((w) => w < Number(largest)), Number(largest)];
  return widths.map((w) => `/media/${id}/${w}.${format} ${w}w`).join(", ");
}

/** The library picture an address shows (its id), as items store it; undefined for any other address. */
export function libraryPictureId(url: string | null | undefined): string | undefined {
  return (url ? MEDIA_URL.exec(url) : null)?.[1];
}

/** The blurred stand-in shown while a library picture loads; undefined for any other address. */
export function placeholderOf(url: string | null | undefined): string | undefined {
  const match = url ? MEDIA_URL.exec(url) : null;
  return match ? `/media/${match[1]}/placeholder.webp` : undefined;
}
