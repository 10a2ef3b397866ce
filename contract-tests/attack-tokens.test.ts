// Attack suite, tokens (issue 8, D12): malformed, expired, re-signed with another secret, `alg: none`
// (and other algorithms), and tokens whose claims were edited with the old signature kept. Each kind is
// sent to every authenticated REST endpoint, with a request that would change something if it were
// let through, and to GraphQL: every answer is a 401, and a fresh read of the run's store and of the
// "second store" state's (one edited token names it as its store) shows nothing changed. The records
// aimed at are the test's own. The spec fixes the 401 (section 7); the words saying why are D12's:
// the strict test at the end reads them.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { signToken } from "../mocks/auth/jwt.ts";
import type { TokenClaims } from "../schema/claims.ts";
import { REST, type RestName } from "../schema/rest.ts";
import { call, claimsOf, gql } from "./support/client.ts";
import { ADD } from "./support/orders.ts";
import { session } from "./support/sessions.ts";
import { assertRefused, type Refusal } from "./support/snapshot.ts";
import { signingSecret } from "./support/target.ts";
import type { Extension } from "./support/config.ts";
import { contract, type Context, type Needs } from "./support/tiers.ts";
import {
  refusedEverywhere,
  REQUEST_GROUPS,
  REQUESTS,
  setting,
  unchanged,
  type Both,
  type Setting,
} from "./support/token-targets.ts";

const TWO: Needs = { state: "second store", roles: ["buyer"] };
const WITH_VIEWER: Needs = { state: "second store", roles: ["buyer", "viewer"] };
const NO_SECRET =
  "needs the provider's signing secret to mint the token (PROVIDER_JWT_SECRET): unknown for this provider";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const parts = (token: string) => token.split(".") as [string, string, string];

/** A 401; the words saying why are D12's (the strict test reads them). */
const UNAUTHENTICATED: Refusal = { code: "UNAUTHENTICATED", message: /\S/ };

// ---------------------------------------------------------------- the kinds of bad token

type Given = Setting & { before: Both };
/** Each kind: the tokens a test sends, and the word D12's refusal says (null: needs the secret it lacks). */
const KINDS: Record<string, (given: Given, secret: string | undefined) => Promise<string[] | null>> = {
  malformed: async ({ owner }) => {
    const [header, payload, signature] = parts(owner);
    return [
      "not-a-token",
      "a.b.c",
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.extra`,
      `${header}.${payload}.@@@`,
      `${header}.${b64([1, 2])}.${signature}`,
      `${header}.!!!.${signature}`,
      `${header}..${signature}`,
    ];
  },
  expired: async ({ owner }, secret) => {
    if (!secret) return null;
    const iat = Math.floor(Date.now() / 1000) - 9 * 60 * 60;
    return [await signToken({ ...claimsOf(owner), iat, exp: iat + 8 * 60 * 60 } as TokenClaims, secret)];
  },
  lifetime: async ({ owner }, secret) => {
    if (!secret) return null;
    const now = Math.floor(Date.now() / 1000);
    const edits = [{ exp: 253402300799 }, { iat: now + 3600, exp: now + 7200 }];
    return Promise.all(edits.map((e) => signToken({ ...claimsOf(owner), ...e } as TokenClaims, secret)));
  },
  signature: async ({ owner }) => [
    await signToken(claimsOf(owner) as TokenClaims, "not-the-provider-secret"),
  ],
  algorithm: async ({ owner }) => {
    const [, payload, signature] = parts(owner);
    const headers = [
      { alg: "none", typ: "JWT" },
      { alg: "None" },
      { alg: "HS512", typ: "JWT" },
      { alg: "RS256", typ: "JWT" },
      { alg: "HS256", typ: "JWT", kid: "../../secret" },
    ];
    return headers.flatMap((h) => [`${b64(h)}.${payload}.`, `${b64(h)}.${payload}.${signature}`]);
  },
  // A viewer's token with its Permissions, store, account or expiry edited, the signature kept.
  edited: async ({ owner, ids }) => {
    const viewer = (await session("viewer")).token;
    const [header, , signature] = parts(viewer);
    const claims = claimsOf(viewer);
    const theOwner = claimsOf(owner);
    return [
      { Permissions: theOwner.Permissions },
      { Role: "Store Owner", Permissions: theOwner.Permissions },
      { storeId: ids.otherStore },
      { sub: theOwner.sub, email: theOwner.email },
      { exp: (claims.exp as number) + 365 * 24 * 60 * 60 },
    ].map((edit) => `${header}.${b64({ ...claims, ...edit })}.${signature}`);
  },
};
// The word each kind's refusal names (D12); the malformed and the mis-sent bearer: "token".
const WORDS: Record<string, string | RegExp> = {
  malformed: /token/,
  expired: "expired",
  lifetime: "lifetime",
  signature: "signature",
  algorithm: "algorithm",
  edited: "signature",
};

/**
 * A test of tokens sent everywhere, registered once for the spec's calls and once for each extension
 * group's calls, declaring the group (so it is skipped, saying so, where the provider lacks it).
 */
function everywhere(
  title: string,
  needs: Needs,
  send: (given: Given, group: Extension | null, context: Context) => Promise<void>,
) {
  for (const group of [null, ...REQUEST_GROUPS])
    contract(
      group ? `${title} (the ${group} calls)` : title,
      group ? { ...needs, extensions: [group] } : needs,
      async (context) => send(await setting(context.state), group, context),
    );
}

/** One kind sent everywhere; skipped, saying why, when it needs the secret and the run lacks it. */
function kind(name: string, title: string, needs: Needs) {
  everywhere(title, needs, async (given, group, { t }) => {
    const tokens = await KINDS[name]!(given, await signingSecret());
    if (!tokens) return void t.skip(NO_SECRET);
    for (const token of tokens)
      await refusedEverywhere(given, token, UNAUTHENTICATED, `${name} ${token.slice(0, 24)}`, group);
    await unchanged(given, name);
  });
}

describe("attack-tokens", () => {
  contract("every authenticated endpoint has a request here", {}, async () => {
    const endpoints = Object.keys(REST).filter((name) => REST[name as RestName].auth);
    assert.equal([...Object.keys(REQUESTS), "feedbackImage"].sort(), endpoints.sort());
  });

  kind("malformed", "malformed tokens are refused by every endpoint and change nothing", TWO);
  kind("expired", "an expired token is refused everywhere and changes nothing", TWO);
  kind(
    "lifetime",
    "a token re-signed with the provider's own secret gets no lifetime beyond the 8 hours issued",
    TWO,
  );
  kind("signature", "a token signed with another secret is refused and changes nothing", TWO);
  kind("algorithm", "'alg: none' and any algorithm but HS256 are refused everywhere and change nothing", TWO);
  kind(
    "edited",
    "a viewer's token with its Permissions, store, account or expiry edited keeps no authority",
    WITH_VIEWER,
  );

  /** The viewer's claims re-signed with the owner's permissions, or null without the secret. */
  const reSigned = async (given: Given) => {
    const secret = await signingSecret();
    if (!secret) return null;
    const viewer = claimsOf((await session("viewer")).token);
    const Permissions = claimsOf(given.owner).Permissions;
    return signToken({ ...viewer, Role: "Store Owner", Permissions } as TokenClaims, secret);
  };
  const forbidden: Refusal = { code: "FORBIDDEN", message: /\S/ };

  contract(
    "a viewer's token re-signed with every permission still acts as the viewer it names",
    WITH_VIEWER,
    async ({ t, state }) => {
      const given = await setting(state);
      const token = await reSigned(given);
      if (!token) return void t.skip(NO_SECRET);
      assertRefused(await gql(ADD, { shippingCost: 5, discount: "", items: [] }, token), forbidden, "add");
      await unchanged(given, "re-signed permissions");
    },
  );

  contract(
    "a viewer's token re-signed with every permission lists no members",
    { ...WITH_VIEWER, extensions: ["members"] },
    async ({ t, state }) => {
      const given = await setting(state);
      const token = await reSigned(given);
      if (!token) return void t.skip(NO_SECRET);
      assertRefused(await call("listMembers", { token }), forbidden, "list members");
      await unchanged(given, "re-signed permissions");
    },
  );

  everywhere(
    "a missing or mis-sent bearer header is refused everywhere and changes nothing",
    TWO,
    async (given, group) => {
      // `call` sends `Bearer <token>`: these put a space or a second value where the token goes.
      for (const token of ["", ` ${given.owner}`, `${given.owner} ${given.owner}`])
        await refusedEverywhere(given, token, UNAUTHENTICATED, `header "Bearer ${token.slice(0, 8)}"`, group);
      await unchanged(given, "bearer header");
    },
  );

  contract(
    "each refusal says why: the token's fault named (D12's words)",
    { ...WITH_VIEWER, strict: "D12" },
    async ({ t, state }) => {
      const given = await setting(state);
      const secret = await signingSecret();
      if (!secret) return void t.skip(NO_SECRET);
      const order = { shippingCost: 5, discount: "", items: [] };
      for (const [name, make] of Object.entries(KINDS))
        for (const token of (await make(given, secret))!) {
          const expected: Refusal = { code: "UNAUTHENTICATED", message: WORDS[name]! };
          assertRefused(await call("active", { token }), expected, `${name}: active`);
          assertRefused(await gql(ADD, order, token), expected, `${name}: addPurchaseOrder`);
        }
      const refusal: Refusal = { code: "FORBIDDEN", message: /does not allow/ };
      assertRefused(await gql(ADD, order, (await reSigned(given))!), refusal, "re-signed viewer: add");
    },
  );

  contract(
    "the unedited owner token is accepted, so each refusal above was the token's doing",
    TWO,
    async ({ state }) => {
      const { owner, ids } = await setting(state);
      for (const name of ["active", "listRoles", "purchaseOrderPdf"] as const)
        assert.is((await call(name, { ...REQUESTS[name](ids), token: owner })).status, 200, name);
      assert.is((await gql(ADD, { shippingCost: 5, discount: "", items: [] }, owner)).body.errors, undefined);
    },
  );

  contract(
    "the unedited owner token reads the members and invites the refusals above were aimed at",
    { ...TWO, extensions: ["members"] },
    async ({ state }) => {
      const { owner, ids } = await setting(state);
      for (const name of ["listMembers", "listInvites"] as const)
        assert.is((await call(name, { ...REQUESTS[name](ids), token: owner })).status, 200, name);
    },
  );
});
