/**
 * The illustrations that sample news items and events carry (public/images/sample, drawn from
 * scripts/sample-images by `npx tsx scripts/make-sample-images.ts`), with their alt text.
 */
const ALT = {
  "christmas-concert": "A school stage with choir risers, string lights and a small Christmas tree",
  basketball: "A basketball arcing towards the hoop over a gym floor",
  "spring-musical": "Theatre curtains open on a painted orchard in blossom",
  "terry-fox-run": "A trail winding through the hills beside the lake to a finish ribbon",
  "science-fair": "A science fair table with a flask, a magnifying glass and a honeybee",
  "learning-commons": "A bright library corner with full bookshelves and a window onto the hills",
  "hamper-drive": "Hamper boxes filled with food tins beside a wrapped gift and a sprig of pine",
  graduation: "A graduation cap and rolled diploma above the valley at sunset",
} as const;

export type SampleImage = keyof typeof ALT;

/** The image fields of a content item for one of the sample illustrations. */
export function sampleImage(name: SampleImage): { imageUrl: string; imageAlt: string } {
  return { imageUrl: `/images/sample/${name}.jpg`, imageAlt: ALT[name] };
}
