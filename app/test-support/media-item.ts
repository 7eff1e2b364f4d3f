/** A picture as the library lists it, for the office's component tests; `changes` gives it other words or uses. */
import type { MediaItem } from "../../common/media/media.ts";

export function mediaItem(changes: Partial<MediaItem> = {}): MediaItem {
  const id = "0b5f7c2e-3f1a-4c8e-9d2b-6a7e8f9a0b1c";
  return {
    id,
    url: `/media/${id}/1600.webp`,
    width: 1600,
    height: 1000,
    alt: "The library's reading corner",
    decorative: false,
    originalName: "reading.jpg",
    variants: [320, 640, 1024, 1600],
    placeholder: "data:image/webp;base64,AAAA",
    bytes: 120_000,
    createdAt: "2026-11-02T10:00:00.000Z",
    createdBy: "Grace Liu",
    usedBy: [],
    ...changes,
  };
}
