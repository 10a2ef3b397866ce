// The detail and create pages the spec's route table names as placeholders (products, customers).
import { UI_TEXT } from "./strings.ts";

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      <p>{UI_TEXT.placeholderPage}</p>
    </main>
  );
}
