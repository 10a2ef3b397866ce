// Preloaded once before every test file (uvu runs them all in one process): a second
// GlobalRegistrator.register() throws, so nothing else may register happy-dom.
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import CSSPropertyManager from "happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js";

// happy-dom replaces fetch/Request/Response with its own; keep Node's so msw/node and the
// provider's handlers see the same classes the rest of Node uses.
const nodeFetch = { fetch, Request, Response, Headers, FormData, Blob, File };
GlobalRegistrator.register({ url: "http://localhost/", width: 1280, height: 800 });
Object.assign(globalThis, nodeFetch);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// React's development build feeds the browser's DevTools when the console has these: a task per element
// created (console.createTask) and a performance.measure per component render (its "performance
// tracks", on when console.timeStamp exists), which Node keeps in its timeline until the process ends.
// No test reads either, and Node's console has both as DevTools hooks: without them React skips that
// work, about 5 % of the unit lane's CPU and garbage (D96). Removed before React is first imported.
Object.assign(console, { createTask: undefined, timeStamp: undefined });

// React 19's development `jsx` records an owner stack for up to 10,000 elements between resets (an
// Error captured per element, reset once per second of rendering): only a warning's text uses it, no
// test reads it, and capturing it was about 8 % of the screen lane's CPU (D127). Held past that limit,
// every element takes React's shared "unknown owner" stack instead. preact/compat has no such internals.
const React = await import("react");
const internals = (React as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as object | undefined;
if (internals && "recentlyCreatedOwnerStacks" in internals)
  Object.defineProperty(internals, "recentlyCreatedOwnerStacks", { get: () => Infinity, set: () => {} });

// happy-dom copies the inherited declarations for every element whose computed style it works out
// (Testing Library asks for every role query's names and visibility) with structuredClone; its
// values are flat { value, important } records, so a plain copy is the same copy (D128).
type Declarations = Record<"properties" | "definedPropertyNames", Record<string, object>>; // private fields
// Fields of happy-dom's own, not its API: a version that renames them stops every test run here, loudly,
// instead of copying nothing and leaving every computed style empty.
const fields = new CSSPropertyManager() as unknown as Partial<Declarations>;
if (typeof fields.properties !== "object" || typeof fields.definedPropertyNames !== "object")
  throw new Error(
    "happy-dom's CSSPropertyManager changed its fields: update the clone in test/setup.ts (D128)",
  );
CSSPropertyManager.prototype.clone = function clone(this: CSSPropertyManager) {
  const copy = new CSSPropertyManager();
  const from = this as unknown as Declarations;
  const to = copy as unknown as Declarations;
  for (const name in from.properties) to.properties[name] = { ...from.properties[name] };
  to.definedPropertyNames = { ...from.definedPropertyNames };
  return copy;
};

// findBy and waitFor give up after 1 s by default: on two busy cores (both test lanes at once) a
// search's debounce and the provider's answer can take longer. This only waits longer; a check that
// never holds still fails. Imported after happy-dom: @testing-library/dom reads `document` on load.
const { configure, getConfig } = await import("@testing-library/dom");
// A query that finds nothing (or too much) throws an error with the whole page printed in it. Inside
// waitFor/findBy, which retries on every change and keeps only the last error, that print is thrown
// away each time, and on the timeout waitFor prints the page into the last error's message again. So
// there (while Testing Library holds its "expensive diagnostics" off) the error says what was looked
// for and the page is printed once, at the timeout (D129). A failing getBy still prints the page.
const printed = getConfig().getElementError;
const quiet = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
configure({
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    if (message === null || !quiet()) return printed(message, container);
    return Object.assign(new Error(message), { name: "TestingLibraryElementError" });
  },
});
