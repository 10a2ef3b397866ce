// The password reset loop (extensions per D29). Asking for a link: the provider answers the
// same for any well-formed email, so the screen cannot tell (and must not say) whether an account
// exists. The mailed link's token then sets a new password.
import { rest } from "../../../api/http.ts";

export async function requestPasswordReset(email: string): Promise<void> {
  await rest("resetPassword", { body: { email } });
}

/** Sets a new password with the mailed token; throws the provider's refusal (register's shapes). */
export async function setNewPassword(token: string, password: string, passwordConfirmation: string) {
  await rest("setNewPassword", { params: { token }, body: { password, passwordConfirmation } });
}
