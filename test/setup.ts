// Preloaded once before every test file (uvu runs them all in one process): a second
// GlobalRegistrator.register() throws, so nothing else may register happy-dom.
import { GlobalRegistrator } from "@happy-dom/global-registrator";

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

// findBy and waitFor give up after 1 s by default: on two busy cores (both test lanes at once) a
// search's debounce and the provider's answer can take longer. This only waits longer; a check that
// never holds still fails. Imported after happy-dom: @testing-library/dom reads `document` on load.
const { configure } = await import("@testing-library/dom");
configure({ asyncUtilTimeout: 5000 });
