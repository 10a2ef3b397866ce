// Session changes (sign-in, store switch, sign-out) restart the whole app at an address, as the spec
// says ("the page reloads"): every cache and screen starts over with the new session.
import { getConfig } from "../config/config.ts";
import { page } from "../lib/page.ts";

/** Replaces the address with `path` under the app's base and reloads the page. */
export function restartAt(path: string): void {
  window.history.replaceState(null, "", `${getConfig().basePath}${path.replace(/^\//, "")}`);
  page.reload();
}
