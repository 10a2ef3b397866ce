// Asking for a password reset link (D15, an extension per D29): the provider answers the same for
// any well-formed email, so the screen cannot tell (and must not say) whether an account exists.
import { rest } from "../../../api/http.ts";

export async function requestPasswordReset(email: string): Promise<void> {
  await rest("resetPassword", { body: { email } });
}
