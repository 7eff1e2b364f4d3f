/**
 * A picture sized in the HTML so nothing shifts as it loads; one from the library comes as AVIF or WebP at the
 * width the screen needs (srcset built from its address), any other address as itself.
 */
import { srcsetOf } from "../../../common/media/urls.ts";

export function Picture({
  src,
  alt,
  className,
  sizes,
  width,
  height,
  loading,
}: {
  src: string;
  alt: string;
  className: string;
  /** How wide it shows, for the browser's choice among the widths. */
  sizes: string;
  width: number;
  height: number;
  /** "eager": the page's largest paint, fetched early; "lazy": further down a list. */
  loading: "eager" | "lazy";
}) {
  const webp = srcsetOf(src);
  const img = (
    <img
      className={className}
      src={src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      {...(loading === "eager"
        ? { fetchPriority: "high" as const }
        : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
  if (!webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(src, "avif")} sizes={sizes} />
      {img}
    </picture>
  );
}
