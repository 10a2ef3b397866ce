// "Reset demo data" (POST demo/reset). The seed comes back with the same ids, but whatever the user
// made is gone and every cache holds the old data, so the honest end is the sign-out path: storage
// cleared, the app restarted at the root on the sign-in screen.
import { rest } from "../../../api/http.ts";
import { flushPendingSaves } from "../../../lib/pending-saves.ts";
import { signOut } from "../../../session/sign-out.ts";

/** Sends pending edits first (so none lands in the fresh seed later), resets, then signs out. */
export async function resetDemo(): Promise<void> {
  await flushPendingSaves();
  await rest("demoReset");
  await signOut();
}
