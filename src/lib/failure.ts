// What a failed call means to the person at the screen (D27). The api
// layer sorts its errors into these kinds; the shared UI and the screens only ever see the kind.

/**
 * not-found: the record or route is not there (the spec's not-found or error screen).
 * unavailable: the service was not reached, did not answer in time, failed (5xx) or answered
 *   something we could not read; trying again later may work.
 * refused: the service answered and said no (403, 400, 409...).
 */
export type FailureKind = "not-found" | "unavailable" | "refused";

/**
 * The one reason every screen gives when the service could not be reached. It lives here, below both
 * the api layer (which words its errors with it) and UI_TEXT (which shows it), so it is written once.
 */
export const UNAVAILABLE_REASON =
  "The service is unavailable right now. Check your connection and try again in a moment.";
