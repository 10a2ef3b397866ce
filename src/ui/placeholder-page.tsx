// The detail and create pages the spec's route table names as placeholders (products, customers).
import { UI_TEXT } from "./strings.ts";
import { PageTitle } from "./page-title.tsx";

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="page">
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p>{UI_TEXT.placeholderPage}</p>
    </main>
  );
}
