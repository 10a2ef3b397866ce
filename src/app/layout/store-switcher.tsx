// The store switcher (spec section 2): a button, shown only with more than one available store, that
// opens 'Availiable Stores' (sic) listing every store but the active one. A failed switch keeps the
// dialog open and says so in one line. The active store shows above the list,
// ticked, so the user sees where they are; the others are rows of a list; Close closes.
import { useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { useSession } from "../../session/session-context.tsx";
import { switchStore } from "./switch-store.ts";
import { BusyButton } from "../../ui/busy-button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { SHELL_TEXT } from "../strings.ts";
import { FormError } from "../../ui/form-error.tsx";

const T = SHELL_TEXT.storeSwitcher;

export function StoreSwitcher() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stores = session?.user.availiableStores ?? [];
  if (!session || stores.length <= 1) return null;
  const others = stores.filter((store) => store.id !== session.user.activeStore?.id);

  async function choose(storeId: number) {
    setBusy(true);
    setFailure(null);
    try {
      await switchStore(storeId);
    } catch (error) {
      setFailure(T.failed(errorMessage(error)));
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="bar-button" onClick={() => setOpen(true)}>
        {T.button}
      </button>
      <Dialog
        open={open}
        title={T.title}
        onClose={() => setOpen(false)}
        className="store-switcher"
        actions={
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {T.close}
          </button>
        }
      >
        {session.user.activeStore && (
          <p className="store-current">
            <span className="store-tick" aria-hidden="true" />
            <span>
              {session.user.activeStore.name}
              <span className="store-current-note"> {T.current}</span>
            </span>
          </p>
        )}
        <ul className="store-list">
          {others.map((store) => (
            <li key={store.id}>
              {/* A failed switch keeps the dialog open, with focus still on the store pressed. */}
              <BusyButton className="store-row" busy={busy} onClick={() => choose(store.id)}>
                {store.name}
              </BusyButton>
            </li>
          ))}
        </ul>
        <FormError>{failure}</FormError>
      </Dialog>
    </>
  );
}
