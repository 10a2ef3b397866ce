// The command palette and the keyboard shortcuts: a chunk of its own, loaded the
// first time either opens. The palette lists the current screen's actions and the screens the user may
// open at once, filtered by the text; orders, suppliers and products are looked up 300 ms after the
// last keystroke. Choosing closes the palette first, so focus is back on the page before an action
// opens its own dialog or a link moves on.
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { ROUTES } from "../../config/routes.ts";
import { useSession } from "../../session/session-context.tsx";
import { usePermissions } from "../../session/use-permissions.ts";
import { CommandPalette, type PaletteGroup, type PaletteOption } from "../../ui/command-palette.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useOfferedActions } from "../../ui/screen-actions.ts";
import { PALETTE_TEXT } from "./strings.ts";
import { useLookups, type Found } from "./use-lookups.ts";

const T = PALETTE_TEXT;
export const LOOKUP_DELAY_MS = 300;

const matches = (wanted: string) => (label: string) => label.toLowerCase().includes(wanted);

function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** A screen the palette goes to; the shell knows which the user may open and what each is called. */
export interface ScreenOption {
  label: string;
  path: string;
}

export interface PaletteProps {
  onClose(): void;
  /** The screens a user holding these permissions may open, in the order to offer them. */
  screens(held: readonly string[]): ScreenOption[];
}

export function Palette({ onClose, screens }: PaletteProps) {
  const [query, setQuery] = useState("");
  const wanted = query.trim().toLowerCase();
  const term = useSettled(query.trim(), LOOKUP_DELAY_MS);
  const held = useSession()?.claims.Permissions ?? [];
  const { mayOpen } = usePermissions();
  const [, navigate] = useLocation();
  const actions = useOfferedActions();
  const lookups = useLookups(term, mayOpen(ROUTES.purchaseOrder));

  /** Closes the palette, then does what was chosen. */
  const then = (act: () => void) => () => {
    onClose();
    act();
  };
  const toOption = (found: Found): PaletteOption => ({
    key: found.key,
    label: found.label,
    detail: found.detail,
    disabled: !found.path,
    choose: then(() => found.path && navigate(found.path)),
  });

  const groups: PaletteGroup[] = [
    {
      key: "actions",
      label: T.groups.actions,
      options: actions
        .filter((action) => matches(wanted)(action.label))
        .map((action) => ({ key: `action-${action.id}`, label: action.label, choose: then(action.run) })),
    },
    {
      key: "screens",
      label: T.groups.screens,
      options: screens(held)
        .filter((screen) => matches(wanted)(screen.label))
        .map((screen) => ({
          key: `screen-${screen.path}`,
          label: screen.label,
          choose: then(() => navigate(screen.path)),
        })),
    },
    // Only what was found for the text now in the box: an older text's results are not offered.
    ...(term === query.trim()
      ? [
          { key: "order", label: T.groups.order, options: lookups.order.map(toOption) },
          { key: "suppliers", label: T.groups.suppliers, options: lookups.suppliers.map(toOption) },
          { key: "products", label: T.groups.products, options: lookups.products.map(toOption) },
        ]
      : []),
  ];
  const count = groups.reduce((sum, group) => sum + group.options.filter((o) => !o.disabled).length, 0);
  const looking = query.trim() !== "" && (term !== query.trim() || lookups.pending);
  const status = lookups.failure
    ? T.failed(lookups.failure)
    : looking
      ? T.looking
      : count
        ? T.count(count)
        : T.none;

  return (
    <CommandPalette
      title={T.title}
      inputLabel={T.inputLabel}
      placeholder={T.placeholder}
      query={query}
      onQuery={setQuery}
      groups={groups}
      status={status}
      closeLabel={T.close}
      onClose={onClose}
    />
  );
}

/** The keyboard shortcuts, listed ("?"). */
export function Shortcuts({ onClose, mac }: { onClose(): void; mac: boolean }) {
  return (
    <Dialog
      open
      title={T.shortcuts.title}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {T.close}
        </button>
      }
    >
      <dl className="shortcut-list">
        {T.shortcuts.rows(mac).map(([keys, what]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
