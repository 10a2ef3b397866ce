// Member and invite helpers for contract checks (D29 extensions): the store's roles, members and
// pending invites by name, and an invite of a new email to Maple Street Market taken up to sign-in.
import * as assert from "uvu/assert";
import { test } from "./legacy.ts";
import { call, ownerIn, signInAs } from "./client.ts";

/** D29: a run against a provider without these extensions reports them skipped. */
export const it = test.needing({ extensions: ["members"] });

export const MAPLE = "Maple Street Market";
export const NEW = {
  email: "night@example.com",
  firstName: "Nia",
  lastName: "Knight",
  password: "Night1234",
};

type Ref = { id: number; name: string };
export type Member = { userId: number; firstName: string; lastName: string; email: string; role: Ref };
export type Invite = { token: string; email: string; role: Ref; expiresAt: string; expired: boolean };

export const roleId = async (token: string, name: string) =>
  ((await call("listRoles", { token })).body.data as Ref[]).find((r) => r.name === name)!.id;
export const members = async (token: string) => (await call("listMembers", { token })).body.data as Member[];
export const invites = async (token: string) => (await call("listInvites", { token })).body.data as Invite[];
export const invite = (token: string, email: string, role: number) =>
  call("createInvite", { token, body: { email, roleId: role } });
/** GET /user/invite/{token}'s body: `{ data: { storeName } }` while valid. */
export const info = async (token: string) => (await call("inviteInfo", { params: { token } })).body;

/** Invites NEW.email to Maple Street Market as `role`; returns the owner's token and the invite. */
export async function inviteNew(role = "Receiver") {
  const owner = await ownerIn(MAPLE);
  const res = await invite(owner, NEW.email, await roleId(owner, role));
  assert.is(res.status, 200, JSON.stringify(res.body));
  return { owner, created: res.body.data as Invite };
}

/** Registers NEW and signs in; returns the access token (no store yet). */
export async function registerNew() {
  const body = { ...NEW, passwordConfirmation: NEW.password };
  assert.is((await call("register", { body })).status, 200);
  return (await signInAs(NEW.email, NEW.password)).accessToken;
}
