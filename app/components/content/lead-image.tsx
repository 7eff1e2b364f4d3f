/** The picture at the top of a news item or event: 16:9, sized in the HTML so nothing shifts as it loads. */
export function LeadImage({ src, alt }: { src: string | null; alt: string | null }) {
  if (!src) return null;
  // The first large picture on the page is usually its largest paint: fetch it early, never lazily.
  return <img className="lead-image" src={src} alt={alt ?? ""} width={1200} height={675} fetchPriority="high" />;
}
