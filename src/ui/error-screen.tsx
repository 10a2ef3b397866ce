// The generic error screen (spec section 8): a query failed or the record is not there. Screens pass
// what happened and a way back.
import type { ReactNode } from "react";
import { UI_TEXT } from "./strings.ts";
import { PageTitle } from "./page-title.tsx";

interface ErrorScreenProps {
  /** One line saying what went wrong; the generic hint when left out. */
  detail?: string;
  /** A way on, usually a link back to the list. */
  children?: ReactNode;
}

export function ErrorScreen({ detail, children }: ErrorScreenProps) {
  return (
    <main className="page error-screen">
      <PageTitle>{UI_TEXT.errorScreen.title}</PageTitle>
      <h1>{UI_TEXT.errorScreen.title}</h1>
      <p role="alert">{detail ?? UI_TEXT.errorScreen.hint}</p>
      {children}
    </main>
  );
}
