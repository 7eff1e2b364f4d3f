/**
 * What a browser test makes for itself carries a tag in its name (its worker and the time), and tests share one
 * server while they run side by side: a test that looks at the sample content leaves aside what another test is
 * making, renaming or deleting meanwhile.
 */

/** The tag: "3-1795012345678", or "3-mi3k2x1a" where a name must stay short (Date.now() in base 36). */
export const TEST_MADE = /\b\d+-(?:\d{13}|[0-9a-z]{8})\b/;

/** True for a name no browser test made. */
export const isSample = (name: string): boolean => !TEST_MADE.test(name);
