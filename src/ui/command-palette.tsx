// A command palette: the WAI-ARIA APG combobox (an editable input with a listbox popup,
// list autocomplete with automatic selection) inside the shared modal dialog. Focus stays in the input;
// the active option is named by aria-activedescendant; Down and Up move through the options (wrapping,
// skipping the ones that only inform), Enter chooses, Escape closes the dialog. The options come in
// labelled groups; a polite status line says what the list holds.
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Dialog } from "./dialog.tsx";

export interface PaletteOption {
  key: string;
  label: string;
  /** A second, quieter line: codes, a supplier, a status. */
  detail?: string;
  /** An option that only informs ("No purchase order PO-9"): shown, never chosen. */
  disabled?: boolean;
  choose(): void;
}

export interface PaletteGroup {
  key: string;
  label: string;
  options: readonly PaletteOption[];
}

interface CommandPaletteProps {
  title: string;
  inputLabel: string;
  placeholder: string;
  query: string;
  onQuery(query: string): void;
  groups: readonly PaletteGroup[];
  /** What the list holds, in words ("3 results", "Looking up…"): shown and announced. */
  status: string;
  closeLabel: string;
  onClose(): void;
}

export function CommandPalette(props: CommandPaletteProps) {
  const { title, inputLabel, placeholder, query, onQuery, groups, status, closeLabel, onClose } = props;
  const id = useId();
  const optionId = (key: string) => `${id}-option-${key}`;
  const choosable = groups.flatMap((group) => group.options.filter((option) => !option.disabled));
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The active option stays the same one while results arrive; else the first (automatic selection).
  const active = choosable.find((option) => option.key === activeKey) ?? choosable[0];

  useEffect(() => {
    if (active) document.getElementById(optionId(active.key))?.scrollIntoView?.({ block: "nearest" });
  });

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && choosable.length > 0) {
      event.preventDefault();
      const at = active ? choosable.indexOf(active) : -1;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveKey(choosable[(at + step + choosable.length) % choosable.length]!.key);
    } else if (event.key === "Enter" && active) {
      event.preventDefault();
      active.choose();
    }
  }

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      className="command-palette"
      actions={
        <button type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {inputLabel}
      </label>
      <input
        id={`${id}-input`}
        className="palette-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={choosable.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={active ? optionId(active.key) : undefined}
        value={query}
        onChange={(event) => {
          onQuery(event.target.value);
          setActiveKey(null);
        }}
        onKeyDown={keyDown}
      />
      <p role="status" className="palette-status">
        {status}
      </p>
      <div id={`${id}-list`} role="listbox" aria-label={inputLabel} className="palette-list">
        {groups
          .filter((group) => group.options.length > 0)
          .map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
              <div id={`${id}-group-${group.key}`} role="presentation" className="palette-group-label">
                {group.label}
              </div>
              {group.options.map((option) => (
                <div
                  key={option.key}
                  id={optionId(option.key)}
                  role="option"
                  aria-selected={option === active}
                  aria-disabled={option.disabled || undefined}
                  className="palette-option"
                  // Keeps focus in the input, as a pointer press on an option must not move it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => !option.disabled && option.choose()}
                >
                  <span className="palette-option-label">{option.label}</span>
                  {option.detail && <span className="palette-option-detail">{option.detail}</span>}
                </div>
              ))}
            </div>
          ))}
      </div>
    </Dialog>
  );
}
