// Sign-in (spec section 4): store the token and the user, then reload so the whole app starts signed in.
import { rest } from "../../../api/http.ts";
import { PATHS } from "../../../config/routes.ts";
import { page } from "../../../lib/page.ts";
import { restartAt } from "../../../session/restart.ts";
import { storeSession } from "../../../session/storage.ts";

/** `currentPath`: where the form is; /login is a signed-out address, so it lands on the dashboard. */
export async function signIn(email: string, password: string, currentPath: string): Promise<void> {
  const answer = await rest("login", { body: { email, password } });
  storeSession(answer.data.accessToken, answer.data.user);
  if (currentPath === PATHS.login) restartAt(PATHS.dashboard);
  else page.reload();
}
