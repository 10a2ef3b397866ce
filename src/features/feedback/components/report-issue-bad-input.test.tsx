// Bad input in 'Report An Issue' (issue 8): script and markup in the message is sent as typed and shown
// as text in the demo's feedback inbox; a double click on Send Feedback sends one report.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { assertNoMarkupElements, MARKUP } from "../../../../test/bad-input.tsx";
import { renderAt } from "../../../../test/render.tsx";
import { openPanel, renderDemo } from "../../../../test/demo-kit.tsx";
import { splitReport } from "../../../ui/report-message.tsx";

const BUYER = "buyer@example.com";

/** Opens the modal and pastes `text` into it. */
async function report(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole("button", { name: "Report an issue" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Report An Issue" }));
  await user.click(dialog.getByPlaceholderText("Describe your issue here."));
  await user.paste(text);
  return dialog;
}

test("markup in the message is sent as typed and read back as text in the feedback inbox", async () => {
  const message = MARKUP.join("\n");
  const { provider, user } = await renderDemo("/", { signedInAs: BUYER });
  const dialog = await report(user, message);
  await user.click(dialog.getByRole("button", { name: "Send Feedback" }));
  await waitFor(() =>
    assert.is(splitReport(provider.store.db.feedback.at(-1)?.message ?? "").words, message),
  );
  assertNoMarkupElements();

  const inbox = await openPanel(user, "Feedback inbox");
  const shown = await inbox.findByText(
    (_, element) => element?.tagName === "BLOCKQUOTE" && element.textContent === message,
  );
  assert.ok(shown);
  // The details block after the words is shown preformatted, apart from them (D82).
  const block = shown.parentElement!.querySelector("pre");
  assert.match(block?.textContent ?? "", /^--- Report details ---\nPath: \/\n/);
  assertNoMarkupElements();
});

test("a double click on Send Feedback sends one report and closes the modal", async () => {
  const { provider } = await renderAt("/", { signedInAs: BUYER });
  const user = userEvent.setup();
  const dialog = await report(user, "Paging skips a row");
  await user.dblClick(dialog.getByRole("button", { name: "Send Feedback" }));
  await waitFor(() => assert.is(screen.queryByRole("dialog"), null));
  assert.equal(
    provider.store.db.feedback.map((f) => splitReport(f.message).words),
    ["Paging skips a row"],
  );
});

test.run();
