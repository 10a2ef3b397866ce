// The WAI-ARIA menu button pattern for the user and application menus (spec section 2): arrows move,
// Home/End jump, Enter/Space choose, Escape closes back to the button, Tab and an outside click close.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "wouter";

export type MenuItem = { label: string; onSelect: () => void } | { label: string; href: string };

interface Props {
  label: ReactNode;
  accessibleName: string;
  items: MenuItem[];
  /** Non-interactive content above the items, e.g. the user's name, store and role. */
  header?: ReactNode;
  align?: "left" | "right";
  className?: string;
}

/** Where ArrowDown/ArrowUp (wrapping), Home and End take focus from `active`; null for other keys. */
function moveTo(key: string, active: number, last: number): number | null {
  if (key === "ArrowDown") return active === last ? 0 : active + 1;
  if (key === "ArrowUp") return active === 0 ? last : active - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

/** A button that opens a menu of actions and links. */
export function MenuButton({ label, accessibleName, items, header, align = "left", className }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const [buttonId, menuId, headerId] = [`${id}-button`, `${id}-menu`, `${id}-header`];

  // Roving focus: the active item holds focus while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("mousedown", onPointerDown);
    return () => document.removeEventListener("mousedown", onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setActive(index);
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space reach onClick as a native click; only the arrows need handling here.
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveTo(event.key, active, items.length - 1);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === "Enter" || event.key === " ") {
      // One path for buttons and links: a link has no native Space activation.
      event.preventDefault();
      itemRefs.current[active]?.click();
    } else if (event.key === "Escape") {
      // Stop here so a menu inside a dialog does not close the dialog too.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "Tab") {
      // Hand focus to the button before the browser moves it, so Tab continues from the menu's place in
      // the page even though the focused item is about to be removed.
      buttonRef.current?.focus();
      setOpen(false);
    }
  }

  function choose(item: MenuItem) {
    setOpen(false);
    // Focus first, so a dialog opened by onSelect returns focus to this button when it closes.
    buttonRef.current?.focus();
    if ("onSelect" in item) item.onSelect();
  }

  return (
    <div ref={rootRef} className={className ? `menu ${className}` : "menu"}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {/* The name is text, not aria-label, so what the button shows is never contradicted by what it
            is called (WCAG 2.5.3: axe's label-content-name-mismatch). */}
        <span aria-hidden="true">{label}</span>
        <span className="visually-hidden">{accessibleName}</span>
      </button>
      {open && (
        <div className={`menu-popup align-${align}`}>
          {/* Outside role="menu", whose children may only be items; the menu points at it instead. */}
          {header && (
            <div id={headerId} className="menu-header">
              {header}
            </div>
          )}
          <div
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            aria-describedby={header ? headerId : undefined}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item, index) => {
              const common = {
                ref: (el: HTMLElement | null) => void (itemRefs.current[index] = el),
                role: "menuitem",
                tabIndex: -1,
                className: "menu-item",
                onClick: () => choose(item),
              };
              return "href" in item ? (
                <Link key={index} href={item.href} {...common}>
                  {item.label}
                </Link>
              ) : (
                <button key={index} type="button" {...common}>
                  {item.label}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
