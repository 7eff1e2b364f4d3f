/** Every user-facing text of spec §8 and §5, verbatim, so code and tests share one spelling. */

/** The error catalogue (spec §8). */
export const API_MESSAGES = {
  adminSessionExpired: "Admin session expired. Please log in again.",
  unauthorized: "Unauthorized",
  maxCsrfRetries: "Max CSRF error retries reached",
  serverError: "An unexpected error occurred. Please try again later.",
  otherStatus: "An unexpected error occurred. Please try again.",
  noResponse: "No response received from the server. Please check your network connection.",
  setupFailure: "An error occurred while setting up the request. Please try again.",
  accessDenied: "Access denied",
} as const;

/** Spec §8 "Authentication calls" and §5. */
export const AUTH_MESSAGES = {
  serverErrorReply: "Invalid email or password. Please try again.",
  noReply: "No response from server. Please try again.",
  logoutFailure: "An unexpected error occurred during logout. Please try again.",
  invalidResponse: "Invalid response from server",
} as const;

/** "Error setting up the request for {operation}. Please try again." */
export function authSetupFailureMessage(operation: string): string {
  return `Error setting up the request for ${operation}. Please try again.`;
}
