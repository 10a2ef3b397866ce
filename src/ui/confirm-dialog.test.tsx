// The confirmation dialog: named by its question, focus starts on Cancel, Confirm and Cancel report
// once each, Escape cancels.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const QUESTION = "Are you sure you want to mark this purchase order as received?";

function Harness({ log }: { log: string[] }) {
  const [open, setOpen] = useState(false);
  const close = (what: string) => () => {
    log.push(what);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mark As Received
      </button>
      <ConfirmDialog open={open} message={QUESTION} onConfirm={close("confirm")} onCancel={close("cancel")} />
    </>
  );
}

async function open() {
  const log: string[] = [];
  render(<Harness log={log} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Mark As Received" }));
  return { log, user };
}

test.before.each(() => cleanup());

test("the dialog is named by the question and focus starts on Cancel", async () => {
  await open();
  const dialog = screen.getByRole("dialog", { name: QUESTION });
  assert.is(dialog.getAttribute("aria-modal"), "true");
  assert.is(document.activeElement, screen.getByRole("button", { name: "Cancel" }));
});

test("Confirm reports a confirmation and Cancel a cancellation, and focus returns to the opener", async () => {
  const { log, user } = await open();
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  assert.is(screen.queryByRole("dialog"), null);
  await user.click(screen.getByRole("button", { name: "Mark As Received" }));
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  assert.equal(log, ["confirm", "cancel"]);
  assert.is(document.activeElement, screen.getByRole("button", { name: "Mark As Received" }));
});

test("Escape cancels", async () => {
  const { log, user } = await open();
  await user.keyboard("{Escape}");
  assert.equal(log, ["cancel"]);
  assert.is(screen.queryByRole("dialog"), null);
});

test.run();
