// Switch store (spec section 4): store the new token and user, go to / and reload.
import { rest } from "../api/http.ts";
import { getConfig } from "../app/config.ts";
import { page } from "../lib/page.ts";
import { storeSession } from "./storage.ts";

export async function switchStore(storeId: number): Promise<void> {
  const answer = await rest("switchStore", { body: { storeId } });
  storeSession(answer.data.accessToken, answer.data.user);
  window.history.replaceState(null, "", getConfig().basePath);
  page.reload();
}
