import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import { splitReport } from "../../../ui/report-message.tsx";
import { capture } from "../capture.ts";

// happy-dom has no canvas: test/render.tsx replaces the capture; these tests replace it again.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const noCapture = capture.page;

async function report(text: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Report an issue" }));
  const dialog = await screen.findByRole("dialog", { name: "Report An Issue" });
  if (text) await user.type(within(dialog).getByPlaceholderText("Describe your issue here."), text);
  return { user, dialog };
}

test("the page capture is shown small and sent as screenshot.png with the message", async () => {
  capture.page = async () => ({ image: new Blob([PNG], { type: "image/png" }), error: null });
  try {
    const { provider } = await renderAt("/", { signedInAs: "buyer@example.com" });
    const { user, dialog } = await report("The totals look off");
    assert.ok(within(dialog).getByRole("img", { name: "Screenshot of the page that will be sent" }));
    await user.click(within(dialog).getByRole("button", { name: "Send Feedback" }));
    await waitFor(() => assert.is(provider.store.db.feedback.length, 1));
    const [stored] = provider.store.db.feedback;
    assert.is(splitReport(stored!.message).words, "The totals look off");
    assert.equal(
      [...atob(stored!.imageBase64!).slice(0, 4)].map((c) => c.charCodeAt(0)),
      [0x89, 0x50, 0x4e, 0x47],
    );
    assert.is(screen.queryByRole("dialog"), null);
  } finally {
    capture.page = noCapture;
  }
});

test("when the capture fails the report goes out as text, and the failure is not shown", async () => {
  capture.page = async () => ({ image: null, error: new Error("tainted canvas") });
  try {
    const { provider } = await renderAt("/", { signedInAs: "buyer@example.com" });
    const { user, dialog } = await report("No picture");
    assert.is(within(dialog).queryByRole("img"), null);
    assert.not.match(dialog.textContent ?? "", "tainted");
    await user.click(within(dialog).getByRole("button", { name: "Send Feedback" }));
    await waitFor(() => assert.is(provider.store.db.feedback.length, 1));
    assert.is(provider.store.db.feedback[0]!.imageBase64, null);
  } finally {
    capture.page = noCapture;
  }
});

test("with the screenshot there, an empty text may be sent: the screenshot alone is a report", async () => {
  capture.page = async () => ({ image: new Blob([PNG], { type: "image/png" }), error: null });
  try {
    const { provider } = await renderAt("/", { signedInAs: "buyer@example.com" });
    const { user, dialog } = await report("");
    const send = within(dialog).getByRole("button", { name: "Send Feedback" });
    assert.is(send.hasAttribute("disabled"), false);
    await user.click(send);
    await waitFor(() => assert.is(provider.store.db.feedback.length, 1));
    assert.is(splitReport(provider.store.db.feedback[0]!.message).words, "");
    assert.ok(provider.store.db.feedback[0]!.imageBase64);
  } finally {
    capture.page = noCapture;
  }
});

test("with neither a text nor a screenshot there is nothing to send", async () => {
  capture.page = async () => ({ image: null, error: new Error("tainted canvas") });
  try {
    await renderAt("/", { signedInAs: "buyer@example.com" });
    const { dialog } = await report("");
    assert.is(within(dialog).getByRole("button", { name: "Send Feedback" }).hasAttribute("disabled"), true);
  } finally {
    capture.page = noCapture;
  }
});

test.run();
