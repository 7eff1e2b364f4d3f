/**
 * An item's picture at the top of its card in a list: lazy (lists run long), 16:9 so nothing shifts, and
 * from the library in AVIF or WebP at the card's width. Decorative: the card's heading says what it is.
 */
import { srcsetOf } from "../../../common/media/urls.ts";

/** Cards sit three across on a desktop and one across on a phone. */
export const CARD_IMAGE_SIZES = "(min-width: 1000px) 360px, (min-width: 700px) 50vw, 100vw";

export function CardImage({ src }: { src: string | null }) {
  if (!src) return null;
  const webp = srcsetOf(src);
  const img = (
    <img
      className="card-image"
      src={src}
      srcSet={webp}
      sizes={webp ? CARD_IMAGE_SIZES : undefined}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
    />
  );
  if (!webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(src, "avif")} sizes={CARD_IMAGE_SIZES} />
      {img}
    </picture>
  );
}
