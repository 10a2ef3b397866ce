// Sign out (spec section 4): clear all local storage and go to the root path.
import { restartAt } from "./restart.ts";

export function signOut(): void {
  localStorage.clear();
  restartAt("/");
}
