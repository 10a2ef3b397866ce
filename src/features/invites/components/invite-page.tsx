// The frame of every invite screen (the landing and the acceptance, spec section 2): the auth page
// with the invite's tab title, holding a card titled by its heading, or a status line while loading.
import type { ReactNode } from "react";
import { PageTitle } from "../../../ui/page-title.tsx";
import { INVITE_TEXT } from "../strings.ts";

/** The card under its heading `title`. */
export function InvitePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <PageTitle>{INVITE_TEXT.pageTitle}</PageTitle>
      <section className="auth-card" aria-labelledby="invite-title">
        <h1 id="invite-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}

/** While the invite is looked up. */
export function InviteLoading() {
  return (
    <main className="auth-page">
      <PageTitle>{INVITE_TEXT.pageTitle}</PageTitle>
      <p className="auth-card" role="status">
        {INVITE_TEXT.loading}
      </p>
    </main>
  );
}
