/**
 * Turns an uploaded picture into the files the site serves: the type read from its bytes, turned upright by
 * its EXIF orientation, every piece of metadata (camera, GPS) left behind, encoded as WebP and AVIF at a few
 * widths, with a tiny blurred placeholder. sharp does the work; what is ours is the rules.
 */
import sharp, { type OutputInfo } from "sharp";
import { MEDIA_WIDTHS } from "../../../common/media/media.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** About 40 megapixels: any camera's photo fits; a small file claiming a vast image (a "bomb") does not. */
const MAX_PIXELS = 40_000_000;

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

/** The picture's type from its first bytes, whatever its name says; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return undefined;
}

export interface EncodedFile {
  name: string;
  contentType: "image/webp" | "image/avif";
  data: Buffer;
}

export interface EncodedPicture {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  files: EncodedFile[];
}

/** Why a picture cannot be used, in words for the office. */
export class UnusablePictureError extends Error {}

/** The widths to encode: the standard ones below the picture's own width, and its own (capped at the largest). */
export function widthsFor(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as number;
  const own = Math.min(width, largest);
  return [...MEDIA_WIDTHS.filter((w) => w < own), own];
}

export async function encodePicture(bytes: Buffer): Promise<EncodedPicture> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // One upright, metadata-free copy to resize from: rotate() applies the EXIF orientation and drops the tag.
    upright = await input()
      .rotate()
      .toColourspace("srgb")
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      throw new UnusablePictureError("The picture is too large in pixels. Use one of at most 40 megapixels.");
    }
    throw new UnusablePictureError("The file could not be read as a picture. It may be damaged.");
  }
  const { width, height } = upright.info;
  const widths = widthsFor(width);
  const files: EncodedFile[] = [];
  for (const w of widths) {
    const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true });
    files.push({
      name: `${w}.webp`,
      contentType: "image/webp",
      data: await resized.clone().webp({ quality: 78 }).toBuffer(),
    });
    // effort 2: AVIF's default effort takes seconds per width on a small server for a few percent of bytes.
    files.push({
      name: `${w}.avif`,
      contentType: "image/avif",
      data: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    });
  }
  const tiny = await sharp(upright.data).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return { width, height, widths, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, files };
}
