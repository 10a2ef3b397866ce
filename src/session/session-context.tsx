// The session read once at boot (the page reloads whenever it changes: sign-in, switch store, 401).
import { createContext, useContext, type ReactNode } from "react";
import type { SignedIn } from "./storage.ts";

const SessionContext = createContext<SignedIn | null>(null);

export function SessionProvider({ session, children }: { session: SignedIn | null; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in session, or null when signed out. */
export function useSession(): SignedIn | null {
  return useContext(SessionContext);
}
