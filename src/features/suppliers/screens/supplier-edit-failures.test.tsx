// Supplier edit when the service goes away while the form is being filled in (D27): the orders for a new filter do not load, but the form and what was typed stay,
// and Try Again brings the orders once the service is back.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  assertUnavailableShown,
  endOutage,
  firstSupplier,
  OUTAGES,
  quietly,
  startOutage,
  tryAgain,
} from "../../../../test/failure-kit.tsx";
import { renderAt } from "../../../../test/render.tsx";

const OWNER = "owner@example.com";
const nameField = () => screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement;

for (const outage of OUTAGES)
  test(`${outage}: a filter that does not load keeps the form and what was typed in it`, () =>
    quietly(async () => {
      const { provider } = await renderAt("/", { signedInAs: OWNER });
      await renderAt(`/suppliers/${firstSupplier(provider)}`, { signedInAs: OWNER });
      await screen.findByRole("button", { name: "Update Supplier" });
      const user = userEvent.setup();
      await user.clear(nameField());
      await user.type(nameField(), "Typed before the outage");

      startOutage(provider, outage);
      await user.click(
        within(screen.getByRole("group", { name: "Status" })).getByRole("checkbox", { name: "OPEN" }),
      );
      await assertUnavailableShown();
      assert.is(nameField().value, "Typed before the outage");

      endOutage(provider);
      await tryAgain();
      await waitFor(() => assert.ok(screen.getByRole("table", { name: /Recent Purchase Orders/ })));
      assert.is(nameField().value, "Typed before the outage");
      const open = within(screen.getByRole("group", { name: "Status" })).getByRole("checkbox", {
        name: "OPEN",
      });
      assert.is((open as HTMLInputElement).checked, false, "the filter as chosen");
    }));

test.run();
