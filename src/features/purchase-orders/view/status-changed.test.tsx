// The order view says in words a status another user set (issue 28 item 1, D219), seen by a fresh read
// (D210); a status this user set on the view is not said to be anyone else's.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { freshState, renderAt } from "../../../../test/render.tsx";
import { FreshTimingProvider } from "../../../api/fresh.ts";

const OWNER = "owner@example.com";
const fresh = ({ children }: { children: ReactNode }) => (
  <FreshTimingProvider value={{ interval: 20, typingPause: 0, focusThrottle: 0 }}>
    {children}
  </FreshTimingProvider>
);

async function openView() {
  const { db } = (await freshState()).store;
  const storeId = db.users.find((u) => u.email === OWNER)!.activeStoreId!;
  const id = db.purchaseOrders.find((o) => o.storeId === storeId && o.status === "OPEN")!.id;
  const view = await renderAt(`/purchase-orders/${id}`, { signedInAs: OWNER, wrapper: fresh });
  await screen.findByRole("heading", { name: `Purchase Order #${id}`, level: 1 });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  const panel = () => within(screen.getByRole("region", { name: `Purchase Order #${id}` }));
  return { ...view, stored, panel };
}

test("a status another user set shows with a line saying so", async () => {
  const { provider, stored, panel } = await openView();
  provider.store.arrange(() => void (stored().status = "ORDERED"));
  assert.ok(await panel().findByText("Status changed to ORDERED by another user"));
});

test("a status the user set on the view is not said to be another user's", async () => {
  const { stored, panel } = await openView();
  const user = userEvent.setup();
  await user.click(panel().getByRole("button", { name: "Mark As Ordered" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.is(stored().status, "ORDERED"));
  await panel().findByRole("button", { name: "Mark As Received" });
  assert.is(panel().queryByText(/by another user/), null);
});

// The last screen would go on re-reading on its short interval: unmounted, its timers stop.
test.after(() => cleanup());

test.run();
