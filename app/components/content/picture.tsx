/**
 * A picture sized in the HTML so nothing shifts as it loads; one from the library comes as AVIF or WebP at the
 * width the screen needs (srcset built from its address), any other address as itself. A library picture
 * shows its blurred 16-pixel copy until it has loaded: an image of its own, not an inline style, so the
 * Content-Security-Policy stays strict.
 */
import { useEffect, useRef, useState } from "react";
import { placeholderOf, srcsetOf } from "../../../common/media/urls.ts";

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
  /** The frame's class: its place and shape on the page. */
  className: string;
  /** How wide it shows, for the browser's choice among the widths. */
  sizes: string;
  width: number;
  height: number;
  /**
   * "eager": the page's largest paint, fetched early. "lazy": further down a list, and at low priority even when
   * it lands in the first screen (the browser would raise it): a card's picture never goes before the words and
   * their fonts on a slow connection (issue 17).
   */
  loading: "eager" | "lazy";
}) {
  const webp = srcsetOf(src);
  const blurred = placeholderOf(src);
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // A picture that loaded before the page's script ran fired its load event unheard.
  useEffect(() => {
    if (image.current?.complete) setLoaded(true);
  }, []);
  const img = (
    <img
      ref={image}
      className="picture-frame__image"
      src={src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      onLoad={() => setLoaded(true)}
      {...(loading === "eager"
        ? { fetchPriority: "high" as const }
        : { loading: "lazy" as const, decoding: "async" as const, fetchPriority: "low" as const })}
    />
  );
  return (
    <span className={`picture-frame ${className}`}>
      {blurred && !loaded ? (
        // Taken away once the picture is in, so a picture with transparent parts never shows the blur through.
        <img className="picture-frame__placeholder" src={blurred} alt="" aria-hidden="true" width={16} height={9} />
      ) : null}
      {webp ? (
        <picture>
          <source type="image/avif" srcSet={srcsetOf(src, "avif")} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}
