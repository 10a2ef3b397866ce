// Supplier text fields under the shared name rule (D52, D103): the form refuses an invisible or control
// character the provider would refuse, says which under the field, and sends nothing.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

test("a new supplier whose name holds a zero-width space and Adress2 a right-to-left override is refused under each field and not sent", async () => {
  const { provider } = await renderAt("/suppliers/create", { signedInAs: "viewer@example.com" });
  await screen.findByRole("button", { name: "Create Supplier" });
  const before = provider.store.db.suppliers.length;
  const user = userEvent.setup();
  const values = {
    Name: "Acme\u200BTools",
    Adress1: "1 Main St",
    Adress2: "\u202ESuite 4",
    City: "Springfield",
    State: "IL",
    Zip: "62701",
    "Contact Number": "5550123",
  };
  for (const [label, value] of Object.entries(values)) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  const name = field("Name");
  await waitFor(() => assert.is(document.activeElement, name));
  assert.is(name.getAttribute("aria-invalid"), "true");
  assert.is(
    document.getElementById(name.getAttribute("aria-describedby")!)!.textContent,
    "Must not contain line breaks, control or invisible characters (U+200B at position 5)",
  );
  const address2 = field("Adress2");
  assert.is(
    document.getElementById(address2.getAttribute("aria-describedby")!)!.textContent,
    "Must not contain line breaks, control or invisible characters (U+202E at position 1)",
  );
  assert.is(screen.queryByText(/The supplier was not saved/), null);
  assert.is(provider.store.db.suppliers.length, before);
});

test.run();
