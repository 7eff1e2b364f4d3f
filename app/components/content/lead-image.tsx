/** The picture at the top of a news item, event or graduate's story: 16:9, the page's largest paint. */
import { Picture } from "./picture.tsx";

/** The picture spans the text column: about 760 px wide on a desktop, the screen's width on a phone. */
export const LEAD_IMAGE_SIZES = "(min-width: 1000px) 760px, 100vw";

export function LeadImage({ src, alt }: { src: string | null; alt: string | null }) {
  if (!src) return null;
  // The first large picture on the page is usually its largest paint: fetch it early, never lazily.
  return (
    <Picture
      className="lead-image"
      src={src}
      alt={alt ?? ""}
      sizes={LEAD_IMAGE_SIZES}
      width={1200}
      height={675}
      loading="eager"
    />
  );
}
