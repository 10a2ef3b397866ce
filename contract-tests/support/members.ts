// Member and invite helpers for contract checks (D29 extensions): the store's roles, members and
// pending invites by name.
import { call } from "./client.ts";

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
