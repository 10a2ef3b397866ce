// Node module hook for the Preact run (`npm run test:preact`): the aliases of `build.mjs --preact`, so the screen tests
// run against preact/compat exactly as the Preact build ships it; react-dom/test-utils too, for Testing Library.
import { PREACT_ALIASES } from "./preact-aliases.mjs";

export const ALIASES = { ...PREACT_ALIASES, "react-dom/test-utils": "preact/test-utils" };

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(ALIASES[specifier] ?? specifier, context);
}
