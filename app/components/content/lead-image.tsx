/**
 * The picture at the top of a news item, event or graduate's story: 16:9, sized in the HTML so nothing shifts
 * as it loads. A picture from the library comes in AVIF or WebP at the width the screen needs (srcset).
 */
import { srcsetOf } from "../../../common/media/urls.ts";

/** The picture spans the text column: about 760 px wide on a desktop, the screen's width on a phone. */
export const LEAD_IMAGE_SIZES = "(min-width: 1000px) 760px, 100vw";

export function LeadImage({ src, alt }: { src: string | null; alt: string | null }) {
  if (!src) return null;
  const webp = srcsetOf(src);
  // The first large picture on the page is usually its largest paint: fetch it early, never lazily.
  const img = (
    <img
      className="lead-image"
      src={src}
      srcSet={webp}
      sizes={webp ? LEAD_IMAGE_SIZES : undefined}
      alt={alt ?? ""}
      width={1200}
      height={675}
      fetchPriority="high"
    />
  );
  if (!webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(src, "avif")} sizes={LEAD_IMAGE_SIZES} />
      {img}
    </picture>
  );
}
