// The link an invitee opens: the app's /joinStore route under wherever the app is hosted (basePath),
// and copying it where the browser allows.
import { getConfig } from "../../../config/config.ts";
import { PATHS } from "../../../config/routes.ts";

/** `${origin}${basePath}joinStore/{token}`. */
export function inviteLink(token: string): string {
  return `${window.location.origin}${getConfig().basePath}${PATHS.joinStore(token).slice(1)}`;
}

/** Copies `text` to the clipboard; false when there is no clipboard or it refuses (no permission, http). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
