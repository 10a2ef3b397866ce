// The demo panel's feedback inbox (D18) and fault injection, and its keyboard behaviour: tabs move
// with the arrow keys, Escape closes and gives focus back to the bar's button.
import { screen, waitFor } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { NO_FAULTS } from "../../../../mocks/faults/faults.ts";
import { rest } from "../../../api/http.ts";
import { OWNER, axeViolations, openPanel, renderDemo } from "../../../../test/demo-kit.tsx";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

test("the feedback inbox is empty at first, then lists a report with its screenshot", async () => {
  const { user } = await renderDemo("/", { signedInAs: OWNER });
  let panel = await openPanel(user, "Feedback inbox");
  assert.ok(await panel.findByText(/^No feedback yet\./));
  await user.keyboard("{Escape}");

  const file = new File([PNG], "screenshot.png", { type: "image/png" });
  await rest("feedbackImage", { body: { feedbackMessage: "The totals look off", file } });
  await rest("feedback", { body: { feedback: "Words only" } });
  panel = await openPanel(user, "Feedback inbox");
  assert.ok(await panel.findByText("The totals look off"));
  const image = panel.getByRole("img", { name: /^Screenshot sent by / });
  assert.match(image.getAttribute("alt")!, OWNER.split("@")[0]!);
  assert.match(image.getAttribute("src")!, /^data:image\/png;base64,iVBORw0KGgo/);
  assert.ok(panel.getByText("Words only"));
  assert.ok(panel.getByText(/^Sent without a screenshot/));
});

test("fault settings start off, and Apply stores what the form says on the provider", async () => {
  const { provider, user } = await renderDemo("/", { signedInAs: OWNER });
  try {
    const panel = await openPanel(user, "Fault injection");
    assert.ok(await panel.findByText("no faults, every call is answered normally."));
    const latency = panel.getByLabelText("Added latency (ms)");
    const errorRate = panel.getByLabelText("Error rate (%)");
    assert.is((latency as HTMLInputElement).value, "0");

    await user.clear(errorRate);
    await user.type(errorRate, "150");
    await user.click(panel.getByRole("button", { name: "Apply" }));
    assert.ok(panel.getByText("Enter a percentage from 0 to 100."));
    assert.equal(provider.faults.current, NO_FAULTS, "nothing was sent");

    await user.clear(latency);
    await user.type(latency, "1200");
    await user.clear(errorRate);
    await user.type(errorRate, "30");
    await user.click(panel.getByLabelText(/^Offline/));
    await user.click(panel.getByRole("button", { name: "Apply" }));
    assert.ok(await panel.findByText("Fault settings applied."));
    assert.equal(provider.faults.current, { latencyMs: 1200, errorRate: 0.3, offline: true });
    assert.ok(panel.getByText("1200 ms added latency, 30% of calls fail, offline."));
  } finally {
    // The provider outlives this test: leave it answering normally for the next one.
    provider.faults.set(NO_FAULTS);
  }
});

test("the panel's tabs follow the arrow keys, and Escape gives focus back to the bar", async () => {
  const { bar, user } = await renderDemo("/", { signedInAs: OWNER });
  const panel = await openPanel(user);
  const tab = (name: string) => panel.getByRole("tab", { name });
  await waitFor(() => assert.is(document.activeElement, tab("Outbox")));
  await user.keyboard("{ArrowRight}");
  assert.is(document.activeElement, tab("Feedback inbox"));
  assert.is(tab("Feedback inbox").getAttribute("aria-selected"), "true");
  assert.ok(await panel.findByText(/^No feedback yet\./));
  await user.keyboard("{End}");
  assert.is(document.activeElement, tab("Fault injection"));
  await user.keyboard("{ArrowRight}");
  assert.is(document.activeElement, tab("Outbox"), "wraps around");
  await user.keyboard("{Escape}");
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(document.activeElement, bar.getByRole("button", { name: "Demo panel" }));
});

test("the bar and every tab of the panel, filled, have no axe findings", async () => {
  const { user } = await renderDemo("/", { signedInAs: OWNER });
  assert.equal(await axeViolations(), [], "the bar");
  await rest("resetPassword", { body: { email: OWNER } });
  const file = new File([PNG], "screenshot.png", { type: "image/png" });
  await rest("feedbackImage", { body: { feedbackMessage: "The totals look off", file } });
  const panel = await openPanel(user);
  await panel.findByRole("heading", { name: "Reset your Stock Sense password" });
  assert.equal(await axeViolations(), [], "the outbox");
  await user.click(panel.getByRole("tab", { name: "Feedback inbox" }));
  await panel.findByRole("img");
  assert.equal(await axeViolations(), [], "the feedback inbox");
  await user.click(panel.getByRole("tab", { name: "Fault injection" }));
  await panel.findByRole("button", { name: "Apply" });
  assert.equal(await axeViolations(), [], "fault injection");
});

test.run();
