// Sign out (spec section 4): send any pending edit, then clear all local storage and go to the root path.
// Leaving an invite screen to sign in as the invited account keeps the pending invite (D47), so the
// acceptance screen is there again after that sign-in.
import { flushPendingSaves } from "../lib/pending-saves.ts";
import { restartAt } from "./restart.ts";
import { STORAGE_KEYS } from "./storage.ts";

export async function signOut({ keepInvite = false }: { keepInvite?: boolean } = {}): Promise<void> {
  await flushPendingSaves();
  const invite = localStorage.getItem(STORAGE_KEYS.inviteToken);
  localStorage.clear();
  if (keepInvite && invite !== null) localStorage.setItem(STORAGE_KEYS.inviteToken, invite);
  restartAt("/");
}
