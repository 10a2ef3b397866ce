// Every screen that loads something, with the service down three ways (offline, 503, no answer in
// time): it says in plain words that the service could not be reached, offers Try Again, and Try Again
// brings the screen once the service is back, without a page reload. What really is not there still
// gets the spec's page (D27).
import { screen } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { STORAGE_KEYS } from "../src/session/storage.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import {
  assertUnavailableShown,
  endOutage,
  OUTAGES,
  quietly,
  openOrder,
  firstSupplier,
  renderDuring,
  tryAgain,
  type PathOf,
} from "./failure-kit.tsx";
import { reloads, renderAt } from "./render.tsx";

const OWNER = "owner@example.com";
const NEWCOMER = "newcomer@example.com";

interface ScreenCase {
  screen: string;
  path: PathOf;
  signedInAs?: string;
  storage?: Record<string, string>;
  /** Resolves once the screen shows what it loaded. */
  loaded(): Promise<unknown>;
}

const table = (name: string) => () => screen.findByRole("table", { name });

const SCREENS: ScreenCase[] = [
  {
    screen: "purchase order list",
    path: "/purchase-orders",
    signedInAs: OWNER,
    loaded: table("Purchase Orders"),
  },
  {
    screen: "purchase order view",
    path: (p) => `/purchase-orders/${openOrder(p)}`,
    signedInAs: OWNER,
    loaded: table("Added Products"),
  },
  {
    screen: "purchase order edit",
    path: (p) => `/purchase-orders/${openOrder(p)}/modify`,
    signedInAs: OWNER,
    loaded: () => screen.findByRole("button", { name: "Save Products" }),
  },
  { screen: "supplier list", path: "/suppliers", signedInAs: OWNER, loaded: table("Suppliers") },
  {
    screen: "supplier edit",
    path: (p) => `/suppliers/${firstSupplier(p)}`,
    signedInAs: OWNER,
    loaded: () => screen.findByRole("button", { name: "Update Supplier" }),
  },
  { screen: "product list", path: "/products", signedInAs: OWNER, loaded: table("Products") },
  { screen: "customer list", path: "/customers", signedInAs: OWNER, loaded: table("Customers") },
  { screen: "settings: Users", path: "/settings/store/users", signedInAs: OWNER, loaded: table("Members") },
  {
    screen: "settings: Store Roles",
    path: "/settings/store/roles",
    signedInAs: OWNER,
    loaded: () => screen.findByRole("button", { name: "Store Owner" }),
  },
  {
    screen: "invite landing",
    path: "/joinStore/demo-invite-valid",
    loaded: () => screen.findByText("You have been invited to join Harbor Hardware."),
  },
  {
    screen: "invite acceptance",
    path: "/",
    signedInAs: NEWCOMER,
    storage: { [STORAGE_KEYS.inviteToken]: "demo-invite-valid" },
    loaded: () => screen.findByRole("button", { name: "Join Harbor Hardware" }),
  },
];

for (const s of SCREENS)
  for (const outage of OUTAGES)
    test(`${s.screen}, ${outage}: says the service could not be reached; Try Again brings it back`, () =>
      quietly(async () => {
        const { provider } = await renderDuring(outage, s.path, s);
        await assertUnavailableShown();
        endOutage(provider);
        await tryAgain();
        await s.loaded();
        assert.is(reloads.count, 0, "no page reload");
      }));

// ---------------------------------------------------------------------------------------------
// What is not there keeps the spec's pages.

const NOT_FOUND = UI_TEXT.notFound.message;
const ERROR = UI_TEXT.errorScreen.title;

for (const [what, path, page] of [
  ["an unknown order id on the view", "/purchase-orders/999999", ERROR],
  ["an unknown order id on the edit page", "/purchase-orders/999999/modify", NOT_FOUND],
  ["an unknown supplier id", "/suppliers/999999", ERROR],
] as const)
  test(`${what} shows the spec's page, not the unavailable state`, async () => {
    await renderAt(path, { signedInAs: OWNER });
    assert.ok(await screen.findByRole("heading", { name: page }));
    assert.is(screen.queryByRole("button", { name: UI_TEXT.unavailable.retry }), null);
  });

test("a list the provider refuses (a 4xx) shows the not-found page", () =>
  quietly(async () => {
    // The sign-in endpoint refuses a GraphQL body with 400: a refusal, not an outage.
    await renderAt("/products", { signedInAs: OWNER, config: { graphqlUrl: "/api/authentication/login" } });
    assert.ok(await screen.findByRole("heading", { name: NOT_FOUND }));
  }));

test("an expired invite still says 'Invite invalid or expired.'", async () => {
  await renderAt("/joinStore/demo-invite-expired");
  assert.ok(await screen.findByRole("heading", { name: "Invite invalid or expired." }));
});

test.run();
