// Accepting an invite (spec sections 4 and 7): the signed-in user joins the store; the session
// then no longer matches the token, so token, invite token and user are cleared and the user signs in again.
import { rest } from "../../../api/http.ts";
import { STORAGE_KEYS } from "../../../session/storage.ts";

/** Accepts, then clears the stored session and invite; throws ApiError on a refusal (403 another email). */
export async function acceptInvite(token: string): Promise<void> {
  await rest("acceptInvite", { params: { token } });
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.inviteToken);
  localStorage.removeItem(STORAGE_KEYS.user);
}
