/**
 * An item's picture at the top of its card in a list: lazy (lists run long) and 16:9. Decorative: the card's
 * heading says what it is.
 */
import { Picture } from "./picture.tsx";

/** Cards sit three across on a desktop and one across on a phone. */
export const CARD_IMAGE_SIZES = "(min-width: 1000px) 360px, (min-width: 700px) 50vw, 100vw";

export function CardImage({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <Picture className="card-image" src={src} alt="" sizes={CARD_IMAGE_SIZES} width={640} height={360} loading="lazy" />
  );
}
