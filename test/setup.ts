// Preloaded once before every test file (uvu runs them all in one process): a second
// GlobalRegistrator.register() throws, so nothing else may register happy-dom.
import { GlobalRegistrator } from "@happy-dom/global-registrator";

// happy-dom replaces fetch/Request/Response with its own; keep Node's so msw/node and the
// provider's handlers see the same classes the rest of Node uses.
const nodeFetch = { fetch, Request, Response, Headers, FormData, Blob, File };
GlobalRegistrator.register({ url: "http://localhost/", width: 1280, height: 800 });
Object.assign(globalThis, nodeFetch);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy and waitFor give up after 1 s by default: on two busy cores (both test lanes at once) a
// search's debounce and the provider's answer can take longer. This only waits longer; a check that
// never holds still fails. Imported after happy-dom: @testing-library/dom reads `document` on load.
const { configure } = await import("@testing-library/dom");
configure({ asyncUtilTimeout: 5000 });
