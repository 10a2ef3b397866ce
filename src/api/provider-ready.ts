// The demo renders while its fake provider starts: calls wait here until it answers
// in the page, so none reaches the static host meanwhile. Production never holds anything.

let held: Promise<unknown> | undefined;

/** Holds every call until `started` settles; boot passes the demo provider's start. */
export function holdCallsUntil(started: Promise<unknown>): void {
  held = started;
}

/** Resolves when calls may go out; rejects when the provider they wait for failed to start. */
export function providerReady(): Promise<unknown> | undefined {
  return held;
}
