// The not-found page (spec section 2): unknown paths, routes the user may not open, failed list loads.
import { Link } from "wouter";
import { TEXT } from "./strings.ts";

export function NotFoundPage() {
  return (
    <main className="page not-found">
      <h1>{TEXT.notFound.message}</h1>
      <Link href="/" className="button primary">
        {TEXT.notFound.back}
      </Link>
    </main>
  );
}
