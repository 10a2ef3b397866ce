// Switch store (spec section 4): store the new token and user, go to / and reload.
import { rest } from "../../api/http.ts";
import { restartAt } from "../../session/restart.ts";
import { storeSession } from "../../session/storage.ts";

export async function switchStore(storeId: number): Promise<void> {
  const answer = await rest("switchStore", { body: { storeId } });
  storeSession(answer.data.accessToken, answer.data.user);
  restartAt("/");
}
