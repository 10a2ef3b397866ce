// The screen preloaded at boot (D117): the one the signed-in shell is about to show for the address,
// and none where the shell would show something else.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { PERMISSIONS } from "../../schema/permissions.ts";
import { ROUTES } from "../config/routes.ts";
import { storeInviteToken, forgetInviteToken } from "../features/invites/api/invite-token.ts";
import type { SignedIn } from "../session/storage.ts";
import { firstScreen } from "./signed-in-gate.tsx";

const SHIPPING = {
  id: 1,
  address1: "1 Main St",
  address2: "",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  firstName: "Ada",
  lastName: "Buyer",
  sourceId: "",
};

function buyer({ store = true } = {}): SignedIn {
  return {
    token: "token",
    claims: {
      sub: "7",
      email: "buyer@example.com",
      storeId: store ? 1 : null,
      Role: "Buyer",
      Permissions: [PERMISSIONS.createPurchaseOrder],
      iat: 0,
      exp: 4_000_000_000,
    },
    user: {
      id: 7,
      firstName: "Ada",
      lastName: "Buyer",
      email: "buyer@example.com",
      activeStore: store ? { id: 1, name: "Main", shippingAddress: SHIPPING } : null,
      availiableStores: store ? [{ id: 1, name: "Main" }] : [],
    },
  };
}

const at = (pathname: string) => ({ pathname });

test.after.each(() => forgetInviteToken());

test("at boot the shell's screen for the address is the one preloaded, with its parameters", () => {
  assert.is(firstScreen(buyer(), "", at("/purchase-orders"))?.entry.route, ROUTES.purchaseOrders);
  const order = firstScreen(buyer(), "/demo", at("/demo/purchase-orders/442/modify"));
  assert.is(order?.entry.route, ROUTES.modifyPurchaseOrder);
  assert.equal(order?.params.poid, "442");
  assert.is(firstScreen(buyer(), "/demo", at("/demo"))?.entry.route, ROUTES.dashboard);
  // wouter takes the base in any case, so the shell shows the list here too.
  assert.is(firstScreen(buyer(), "/demo", at("/Demo/purchase-orders"))?.entry.route, ROUTES.purchaseOrders);
});

test("nothing is preloaded where the shell shows something else", () => {
  // A screen this user's permissions do not open: the shell shows its not-found page.
  assert.is(firstScreen(buyer(), "", at("/settings/store/roles")), null);
  // No route at all, or outside the app's base.
  assert.is(firstScreen(buyer(), "", at("/no-such-page")), null);
  assert.is(firstScreen(buyer(), "/ab", at("/xy/purchase-orders")), null);
  assert.is(firstScreen(buyer(), "/demo", at("/demo-old/purchase-orders")), null);
  // No store yet, an invite link opened, or an invite stored: the gate shows its own screens.
  assert.is(firstScreen(buyer({ store: false }), "", at("/purchase-orders")), null);
  assert.is(firstScreen(buyer(), "", at("/joinStore/abc")), null);
  storeInviteToken("abc");
  assert.is(firstScreen(buyer(), "", at("/purchase-orders")), null);
});

test.run();
