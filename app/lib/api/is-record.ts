/** Narrows an unknown JSON value to a plain object, for reading replies whose shape is not yet trusted. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
