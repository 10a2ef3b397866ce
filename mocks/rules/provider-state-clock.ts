// The `clock` provider state: moves the provider's clock forward, so what expires can be seen
// expiring through the spec's own calls, or puts it back to real time. Refused, and the clock left as it
// was, unless the params say exactly one of the two.
import type { Provider } from "../provider.ts";
import { fail } from "./errors.ts";

/** The farthest the clock runs ahead: a year, well past every expiry the provider has. */
const MAX_AHEAD_SECONDS = 366 * 86_400;

const answer = (provider: Provider) => ({
  accounts: {},
  ids: { now: provider.now().toISOString(), offsetSeconds: String(provider.clock.offsetMs / 1000) },
});

export async function moveClock(provider: Provider, params: Record<string, unknown>) {
  const { advanceSeconds, reset } = params;
  if (reset !== undefined && advanceSeconds !== undefined)
    fail("BAD_USER_INPUT", `Give "advanceSeconds" or "reset", not both.`);
  if (reset !== undefined) {
    if (reset !== true) fail("BAD_USER_INPUT", `"reset" is true or left out.`);
    provider.clock.reset();
    return answer(provider);
  }
  if (
    typeof advanceSeconds !== "number" ||
    !Number.isInteger(advanceSeconds) ||
    advanceSeconds <= 0 ||
    provider.clock.offsetMs / 1000 + advanceSeconds > MAX_AHEAD_SECONDS
  )
    fail(
      "BAD_USER_INPUT",
      `"advanceSeconds" is a whole number of seconds from 1, the clock at most ${MAX_AHEAD_SECONDS} ahead; or send {"reset": true}.`,
    );
  provider.clock.advance(advanceSeconds * 1000);
  return answer(provider);
}
