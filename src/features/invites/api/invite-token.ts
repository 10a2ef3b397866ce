// The pending invite token (spec section 3 key `invite-token`): stored by the landing screen, read
// by the session gate and the acceptance screen, removed once it is used or known to be invalid.
import { STORAGE_KEYS } from "../../../session/storage.ts";

export function storedInviteToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.inviteToken);
}

export function storeInviteToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.inviteToken, token);
}

export function forgetInviteToken(): void {
  localStorage.removeItem(STORAGE_KEYS.inviteToken);
}
