// Signed in without stores (spec section 2): 'No Active Stores'.
import { PageTitle } from "../../ui/page-title.tsx";
import { NO_STORES_TEXT } from "../strings.ts";

export function NoActiveStoresScreen() {
  return (
    <main className="page centered">
      <PageTitle>{NO_STORES_TEXT.title}</PageTitle>
      <h1>{NO_STORES_TEXT.title}</h1>
      <p>{NO_STORES_TEXT.body}</p>
    </main>
  );
}
