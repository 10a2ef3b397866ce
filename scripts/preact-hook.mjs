// Node module hook for a screen test run on Preact from its source (scripts/preact-loader.mjs): the
// aliases of `build.mjs --preact`, so the screen tests run against preact/compat exactly as the Preact
// build ships it; react-dom/test-utils too, for Testing Library. The Preact lane's bundle uses ALIASES.
import { PREACT_ALIASES } from "./preact-aliases.mjs";

export const ALIASES = { ...PREACT_ALIASES, "react-dom/test-utils": "preact/test-utils" };

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(ALIASES[specifier] ?? specifier, context);
}
