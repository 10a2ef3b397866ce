// The way into the command palette: a bar button (in the Menu below md, so a phone
// reaches it too), Ctrl+K or Cmd+K anywhere, and "?" outside a text field for the keyboard shortcuts.
// The palette's code is loaded the first time it opens; focus stays on the page meanwhile, so the
// dialog gives it back there when it closes. A key pressed while another dialog is open is left to it.
import { useEffectEvent, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import type { PaletteProps } from "../../features/palette/palette.tsx";
import { PALETTE_TEXT } from "../../features/palette/strings.ts";
import { screenOptions } from "./screen-options.ts";

type Open = "palette" | "shortcuts";
interface Loaded {
  Palette: ComponentType<PaletteProps>;
  Shortcuts: ComponentType<{ onClose(): void; mac: boolean }>;
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** A field the key is typed into, where "?" is text rather than a shortcut. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset"].includes(target.type)
  );
}

const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

export function JumpAnywhere() {
  const [open, setOpen] = useState<Open | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const opening = useRef(false);

  async function show(which: Open) {
    if (opening.current) return;
    opening.current = true;
    try {
      if (!loaded) setLoaded(await import("../../features/palette/palette.tsx"));
      setOpen(which);
    } finally {
      opening.current = false;
    }
  }
  // The listener below calls the `show` of the latest render (it reads `loaded`).
  const onShortcut = useEffectEvent((which: Open) => void show(which));

  // Listening from the commit that shows the page, not from React's passive effects a moment after
  // it paints: a Ctrl+K pressed as soon as the page shows opens the palette instead of being lost.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || dialogOpen()) return;
      const command = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k";
      const help = event.key === "?" && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (!command && !help) return;
      event.preventDefault();
      onShortcut(command ? "palette" : "shortcuts");
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        className="bar-button"
        aria-keyshortcuts={isMac() ? "Meta+K" : "Control+K"}
        onClick={() => void show("palette")}
      >
        {PALETTE_TEXT.button}
      </button>
      {loaded && open === "palette" && <loaded.Palette onClose={close} screens={screenOptions} />}
      {loaded && open === "shortcuts" && <loaded.Shortcuts onClose={close} mac={isMac()} />}
    </>
  );
}
