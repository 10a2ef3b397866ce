// Sign-in (spec section 4): store the token and the user, then reload so the whole app starts signed in.
import { rest } from "../../../api/http.ts";
import { page } from "../../../lib/page.ts";
import { storeSession } from "../../../session/storage.ts";

export async function signIn(email: string, password: string, basePath: string): Promise<void> {
  const answer = await rest("login", { body: { email, password } });
  storeSession(answer.data.accessToken, answer.data.user);
  // /login is a signed-out address: land on the dashboard. Any other deep link is kept.
  if (window.location.pathname === `${basePath}login`) window.history.replaceState(null, "", basePath);
  page.reload();
}
