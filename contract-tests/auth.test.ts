// Sign-in, tokens (D12), the demo accounts (D22), store switching, registration (D13), reset (D15).
import { needing, test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { signToken } from "../mocks/auth/jwt.ts";
import { DEMO_ACCOUNTS } from "../schema/demo.ts";
import { call, claimsOf, signInAs } from "./support/client.ts";
import { resetProvider, signingSecret } from "./support/target.ts";

test.before.each(resetProvider);

const EXPECTED: Record<string, { role: string | null; permissions: string[]; stores: number }> = {
  "owner@example.com": {
    role: "Store Owner",
    permissions: ["can_modify_store", "can_create_purchase_order", "can_receive_purchase_order"],
    stores: 3,
  },
  "buyer@example.com": { role: "Buyer", permissions: ["can_create_purchase_order"], stores: 1 },
  "receiver@example.com": { role: "Receiver", permissions: ["can_receive_purchase_order"], stores: 1 },
  "viewer@example.com": { role: "Viewer", permissions: [], stores: 1 },
  "newcomer@example.com": { role: null, permissions: [], stores: 0 },
};

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email} signs in and its token's claims match D22`, async () => {
    const expected = EXPECTED[account.email]!;
    const { accessToken, user } = await signInAs(account.email);
    const claims = claimsOf(accessToken);
    assert.is(claims.email, account.email);
    assert.is(claims.Role, expected.role);
    assert.equal([...(claims.Permissions as string[])].sort(), [...expected.permissions].sort());
    assert.is(user.availiableStores.length, expected.stores);
    assert.is(claims.storeId, user.activeStore?.id ?? null);
    if (expected.stores) assert.is(user.activeStore?.name, "Maple Street Market");
    assert.is((claims.exp as number) - (claims.iat as number), 8 * 60 * 60);
  });
}

test("a wrong password and an unknown email get the same 401", async () => {
  const wrong = await call("login", { body: { email: "owner@example.com", password: "Demo1234?" } });
  const unknown = await call("login", { body: { email: "nobody@example.com", password: "Demo1234!" } });
  assert.is(wrong.status, 401);
  assert.is(unknown.status, 401);
  assert.equal(wrong.body, unknown.body);
});

test("a sign-in without a password is refused as a bad request", async () => {
  const res = await call("login", { body: { email: "owner@example.com" } });
  assert.is(res.status, 400);
  assert.match(res.body.description, "password");
});

test("a valid token reads the active user", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const res = await call("active", { token: accessToken });
  assert.is(res.status, 200);
  assert.is(res.body.data.email, "buyer@example.com");
});

test("no token, a malformed token and a token with an edited payload get 401", async () => {
  const { accessToken } = await signInAs("viewer@example.com");
  const [header, , signature] = accessToken.split(".");
  const edited = Buffer.from(
    JSON.stringify({
      ...claimsOf(accessToken),
      Permissions: ["can_modify_store", "can_create_purchase_order"],
    }),
  ).toString("base64url");
  for (const token of [null, "not-a-token", "a.b.c", `${header}.${edited}.${signature}`]) {
    const res = await call("active", { token });
    assert.is(res.status, 401, `token ${token}`);
  }
});

test("an 'alg: none' token gets 401", async () => {
  const { accessToken } = await signInAs("owner@example.com");
  const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
  const payload = accessToken.split(".")[1];
  assert.is((await call("active", { token: `${header}.${payload}.` })).status, 401);
  assert.is((await call("active", { token: `${header}.${payload}` })).status, 401);
});

test("an expired token gets 401", async () => {
  const { accessToken } = await signInAs("owner@example.com");
  const iat = Math.floor(Date.now() / 1000) - 9 * 60 * 60;
  const expired = await signToken(
    { ...(claimsOf(accessToken) as any), iat, exp: iat + 8 * 60 * 60 },
    (await signingSecret()) ?? "unknown: PROVIDER_JWT_SECRET not set",
  );
  const res = await call("active", { token: expired });
  assert.is(res.status, 401);
});

test("the owner switches to the second store and gets a token for it", async () => {
  const { accessToken, user } = await signInAs("owner@example.com");
  const second = user.availiableStores.find((s) => s.name === "Harbor Hardware")!;
  const res = await call("switchStore", { token: accessToken, body: { storeId: second.id } });
  assert.is(res.status, 200);
  assert.is(res.body.data.user.activeStore.name, "Harbor Hardware");
  assert.is(claimsOf(res.body.data.accessToken).storeId, second.id);
  // The next sign-in opens the store used last.
  assert.is((await signInAs("owner@example.com")).user.activeStore?.name, "Harbor Hardware");
});

test("switching to a store the user is not a member of answers not found", async () => {
  const owner = await signInAs("owner@example.com");
  const buyer = await signInAs("buyer@example.com");
  const other = owner.user.availiableStores.find((s) => s.name === "Harbor Hardware")!;
  const res = await call("switchStore", { token: buyer.accessToken, body: { storeId: other.id } });
  assert.is(res.status, 404);
  assert.is(claimsOf((await signInAs("buyer@example.com")).accessToken).storeId, buyer.user.activeStore!.id);
});

const newUser = {
  email: "new.person@example.com",
  firstName: "New",
  lastName: "Person",
  password: "Secret123",
  passwordConfirmation: "Secret123",
};

test("registering answers per-field errors for missing and malformed fields (D13)", async () => {
  const res = await call("register", {
    body: { email: "not-an-email", password: "", passwordConfirmation: "" },
  });
  assert.is(res.status, 400);
  assert.equal(Object.keys(res.body.errors).sort(), [
    "Email",
    "FirstName",
    "LastName",
    "Password",
    "PasswordConfirmation",
  ]);
  assert.type(res.body.errors.FirstName[0], "string");
  assert.match(res.body.errors.Email[0], "valid email");
});

test("registering with a weak password answers the list of broken rules (D13)", async () => {
  const res = await call("register", {
    body: { ...newUser, password: "short", passwordConfirmation: "short" },
  });
  assert.is(res.status, 400);
  assert.ok(Array.isArray(res.body));
  assert.equal(
    res.body.map((e: { code: string }) => e.code),
    ["PasswordTooShort", "PasswordRequiresDigit", "PasswordRequiresUpper"],
  );
  assert.is((await call("login", { body: { email: newUser.email, password: "short" } })).status, 401);
});

test("registering a taken email answers DuplicateEmail and creates nothing", async () => {
  const res = await call("register", { body: { ...newUser, email: "Owner@Example.com" } });
  assert.is(res.status, 400);
  assert.equal(
    res.body.map((e: { code: string }) => e.code),
    ["DuplicateEmail"],
  );
  assert.is(
    (await call("login", { body: { email: "owner@example.com", password: newUser.password } })).status,
    401,
  );
});

test("a registered account signs in with no store", async () => {
  const res = await call("register", { body: newUser });
  assert.is(res.status, 200);
  const { accessToken, user } = await signInAs(newUser.email, newUser.password);
  assert.is(user.activeStore, null);
  assert.equal(user.availiableStores, []);
  assert.is(claimsOf(accessToken).storeId, null);
});

{
  const test = needing({ extensions: ["password-reset"] });
  test("reset-password answers the same for a known and an unknown email (D15)", async () => {
    const known = await call("resetPassword", { body: { email: "owner@example.com" } });
    const unknown = await call("resetPassword", { body: { email: "nobody@example.com" } });
    assert.is(known.status, 200);
    assert.equal(known.body, { data: {} });
    assert.equal(unknown.body, known.body);
    assert.is((await call("resetPassword", { body: { email: "nope" } })).status, 400);
  });
}

test("a malformed JSON body is a 400 that says so", async () => {
  const res = await call("login", { rawBody: "{email" });
  assert.is(res.status, 400);
  assert.match(res.body.description, "JSON");
});

test.run("auth");
