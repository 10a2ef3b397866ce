// Signed in without stores (spec section 2): 'No Active Stores', and its text. Not a
// dead end. It says how to get in (an invite from the store's owner, whose link opens the store) and
// offers Sign Out in the page, not only in the user menu.
import { signOut } from "../../session/sign-out.ts";
import { useSession } from "../../session/session-context.tsx";
import { PageTitle } from "../../ui/page-title.tsx";
import { NO_STORES_TEXT } from "../strings.ts";

const T = NO_STORES_TEXT;

export function NoActiveStoresScreen() {
  const email = useSession()?.user.email;
  return (
    <main className="page centered no-stores">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <p>{T.body}</p>
      <p className="no-stores-invite">{T.askForInvite(email)}</p>
      <div className="no-stores-actions">
        <button type="button" className="button" onClick={() => void signOut()}>
          {T.signOut}
        </button>
      </div>
    </main>
  );
}
