// The not-found page (spec section 2): unknown paths, routes the user may not open, failed list loads.
import { Link } from "wouter";
import { UI_TEXT } from "./strings.ts";
import { PageTitle } from "./page-title.tsx";

export function NotFoundPage() {
  return (
    <main className="page not-found">
      <PageTitle>{UI_TEXT.notFound.title}</PageTitle>
      <h1>{UI_TEXT.notFound.message}</h1>
      <Link href="/" className="button primary">
        {UI_TEXT.notFound.back}
      </Link>
    </main>
  );
}
