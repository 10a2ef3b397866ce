// Signed in without stores (spec section 2): 'No Active Stores'.
import { TEXT } from "../../ui/strings.ts";

export function NoActiveStoresScreen() {
  return (
    <main className="page centered">
      <h1>{TEXT.noStores.title}</h1>
      <p>{TEXT.noStores.body}</p>
    </main>
  );
}
