// The order lists follow every change at once: the provider keeps a store's orders sorted between
// writes (mocks/graphql/queries.ts), so a list read after a change must show that change first.
// Black-box: the test's own orders, and where they stand among themselves at the top of the list.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { createOrder, UPDATE } from "./support/orders.ts";
import { session } from "./support/sessions.ts";
import { contract } from "./support/tiers.ts";

const FIRST_IDS = `query ContractNewest { allPurchaseOrders(first: 100, status: [OPEN]) { nodes { id } } }`;
const newestOpen = async (token: string): Promise<string[]> =>
  (await gql(FIRST_IDS, {}, token)).body.data.allPurchaseOrders.nodes.map((n: { id: string }) => n.id);

describe("list-order", () => {
  contract("an edited order and a new order each come first in the next list read", {}, async () => {
    const { token } = await session("owner");
    const own: string[] = [];
    for (let i = 0; i < 3; i++) own.push((await createOrder(token)).id);
    const mine = async () => (await newestOpen(token)).filter((id) => own.includes(id));
    const [oldest, middle, newest] = own as [string, string, string];
    assert.equal(await mine(), [newest, middle, oldest], "newest first");
    assert.is((await newestOpen(token))[0], newest, "the newest order leads the list");

    const edit = await gql(UPDATE, { id: oldest, shippingCost: 12.5 }, token);
    assert.equal(edit.body.errors, undefined, "updatePurchaseOrder");
    assert.equal(await mine(), [oldest, newest, middle]);
    assert.is((await newestOpen(token))[0], oldest, "the edited order leads the list");

    const created = (await createOrder(token)).id;
    own.push(created);
    assert.equal(await mine(), [created, oldest, newest, middle]);
    assert.is((await newestOpen(token))[0], created, "the new order leads the list");
  });
});
