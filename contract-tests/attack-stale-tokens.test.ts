// Attack suite, stale tokens (issue 13 finding 2): a token names the account and its store; the role
// and permissions come from the store on every request. So a role losing a permission, or a member
// demoted, loses the power at once, whatever the older token still claims; a fresh read shows that
// nothing changed.
import { test } from "./support/legacy.ts";
import { call, gql, signInAs } from "./support/client.ts";
import { it, MAPLE, members, roleId } from "./support/members.ts";
import { ADD } from "./support/orders.ts";
import { assertRefused, assertUnchanged, inMaple } from "./support/snapshot.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const forbidden = { code: "FORBIDDEN", message: /does not allow/ } as const;
const memberId = async (token: string, email: string) =>
  (await members(token)).find((m) => m.email === email)!.userId;
const setRole = (token: string, userId: number, role: number) =>
  call("updateMember", { token, params: { userId }, body: { roleId: role } });

it("a buyer's older token creates no order once the Buyer role lost can_create_purchase_order", async () => {
  const buyer = (await signInAs("buyer@example.com")).accessToken;
  const { token: owner, tokens } = await inMaple();
  const roles = (await call("listRoles", { token: owner })).body.data as { id: number; name: string }[];
  const buyerRole = roles.find((r) => r.name === "Buyer")!;
  const taken = await call("updateRole", {
    token: owner,
    params: { id: buyerRole.id },
    body: { name: "Buyer", permissions: [] },
  });
  if (taken.status !== 200) throw new Error(JSON.stringify(taken.body));
  const before = (await inMaple()).before;

  const res = await gql(ADD, { shippingCost: 0, discount: "", items: [] }, buyer);
  assertRefused(res, forbidden, "create with the older token");
  await assertUnchanged(tokens, before, "create with the older token");
});

it("a demoted Store Admin's older token can neither make itself owner again nor remove the owner", async () => {
  const { token: owner, tokens } = await inMaple();
  const viewerId = await memberId(owner, "viewer@example.com");
  const ownerId = await memberId(owner, "owner@example.com");
  await setRole(owner, viewerId, await roleId(owner, "Store Admin"));
  const admin = (await signInAs("viewer@example.com")).accessToken;
  await setRole(owner, viewerId, await roleId(owner, "Viewer"));
  const before = (await inMaple()).before;

  const storeOwner = await roleId(owner, "Store Owner");
  assertRefused(await setRole(admin, viewerId, storeOwner), forbidden, "promote itself");
  assertRefused(
    await call("removeMember", { token: admin, params: { userId: ownerId } }),
    forbidden,
    "remove the owner",
  );
  assertRefused(await call("listMembers", { token: admin }), forbidden, "list members");
  await assertUnchanged(tokens, before, `the demoted admin in ${MAPLE}`);
});

test.run("attack-stale-tokens");
