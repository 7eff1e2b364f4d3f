/** The parts of the API's one error shape (ADR 016) that tests compare whole replies against. */
import { VALIDATION_MESSAGE } from "../errors.ts";

/** A 400's fixed parts; a test adds the `fields` it expects. */
export const VALIDATION_REPLY = { success: false, code: "VALIDATION", message: VALIDATION_MESSAGE } as const;
