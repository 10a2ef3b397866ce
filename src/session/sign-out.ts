// Sign out (spec section 4): send any pending edit, then clear all local storage and go to the root path.
import { flushPendingSaves } from "../lib/pending-saves.ts";
import { restartAt } from "./restart.ts";

export async function signOut(): Promise<void> {
  await flushPendingSaves();
  localStorage.clear();
  restartAt("/");
}
