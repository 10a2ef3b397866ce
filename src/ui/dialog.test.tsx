import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Dialog } from "./dialog.tsx";

function Harness({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Switch Store
      </button>
      <Dialog
        open={open}
        title="Availiable Stores"
        onClose={() => setOpen(false)}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
      >
        {children ?? (
          <>
            <label>
              Search stores <input />
            </label>
            <button type="button">North Store</button>
          </>
        )}
      </Dialog>
    </>
  );
}

async function openDialog(children?: ReactNode) {
  render(<Harness>{children}</Harness>);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Switch Store" }));
  return user;
}

function name(el: Element | null) {
  return el
    ? `<${el.tagName.toLowerCase()}> "${el.getAttribute("aria-label") ?? el.textContent}"`
    : "nothing";
}
function assertFocused(el: Element | undefined) {
  const active = document.activeElement;
  assert.ok(active === el, `focus is on ${name(active)}, expected ${name(el ?? null)}`);
}

test.before.each(() => cleanup());

test("a closed dialog shows nothing", () => {
  render(<Harness />);
  assert.is(screen.queryByRole("dialog"), null);
});

test("the open dialog is modal, named by its title, and focus moves to its first field", async () => {
  await openDialog();
  const dialog = screen.getByRole("dialog", { name: "Availiable Stores" });
  assert.is(dialog.getAttribute("aria-modal"), "true");
  assert.is(screen.getByRole("heading", { level: 2 }).textContent, "Availiable Stores");
  assertFocused(screen.getByLabelText("Search stores"));
});

test("Tab and Shift+Tab go round the dialog's controls and never leave it", async () => {
  const user = await openDialog();
  await user.tab();
  assertFocused(screen.getByRole("button", { name: "North Store" }));
  await user.tab();
  assertFocused(screen.getByRole("button", { name: "Cancel" }));
  await user.tab();
  assertFocused(screen.getByLabelText("Search stores"));
  await user.tab({ shift: true });
  assertFocused(screen.getByRole("button", { name: "Cancel" }));
});

test("a control out of the tab order is neither where focus starts nor a stop of the trap", async () => {
  const user = await openDialog(
    <>
      <button type="button" tabIndex={-1}>
        Out of order
      </button>
      <button type="button">North Store</button>
    </>,
  );
  assertFocused(screen.getByRole("button", { name: "North Store" }));
  await user.tab({ shift: true });
  assertFocused(screen.getByRole("button", { name: "Cancel" }));
  await user.tab();
  assertFocused(screen.getByRole("button", { name: "North Store" }));
});

test("a dialog with nothing focusable takes focus itself and keeps it on Tab", async () => {
  render(
    <Dialog open title="Nothing to press" onClose={() => {}}>
      <p>Just text.</p>
    </Dialog>,
  );
  const dialog = screen.getByRole("dialog", { name: "Nothing to press" });
  assertFocused(dialog);
  await userEvent.setup().tab();
  assertFocused(dialog);
});

test("Escape closes the dialog and focus goes back to the button that opened it", async () => {
  const user = await openDialog();
  await user.keyboard("{Escape}");
  assert.is(screen.queryByRole("dialog"), null);
  assertFocused(screen.getByRole("button", { name: "Switch Store" }));
});

test("a press inside the box keeps the dialog; a press on the backdrop closes it and returns focus", async () => {
  const user = await openDialog();
  const dialog = screen.getByRole("dialog");
  await user.click(screen.getByRole("heading", { name: "Availiable Stores" }));
  assert.ok(screen.queryByRole("dialog"));
  await user.click(dialog.parentElement!);
  assert.is(screen.queryByRole("dialog"), null);
  assertFocused(screen.getByRole("button", { name: "Switch Store" }));
});

test("the footer's actions work and closing through them also returns focus", async () => {
  const user = await openDialog();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  assert.is(screen.queryByRole("dialog"), null);
  assertFocused(screen.getByRole("button", { name: "Switch Store" }));
});

test("Escape in a dialog opened from a dialog closes only the inner one", async () => {
  const user = await openDialog(<Harness />);
  await user.click(screen.getAllByRole("button", { name: "Switch Store" })[1]!);
  assert.is(screen.getAllByRole("dialog").length, 2);
  await user.keyboard("{Escape}");
  assert.is(screen.getAllByRole("dialog").length, 1);
  assertFocused(screen.getAllByRole("button", { name: "Switch Store" })[1]);
});

test.run();
