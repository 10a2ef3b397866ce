// Sign out (spec section 4): clear all local storage and go to the root path.
import { getConfig } from "../app/config.ts";

export function signOut(): void {
  localStorage.clear();
  window.location.assign(getConfig().basePath);
}
