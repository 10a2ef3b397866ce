// The bar of the invite-acceptance and no-store screens: the product name and a user menu without
// Settings (spec section 2), so Sign Out is always in reach.
import type { ReactNode } from "react";
import { SHELL_TEXT } from "../strings.ts";
import { MainContent } from "./skip-link.tsx";
import { UserMenu } from "./user-menu.tsx";

export function MinimalShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="top-bar">
        <span className="brand">{SHELL_TEXT.productName}</span>
        <div className="bar-controls">
          <UserMenu withSettings={false} />
        </div>
      </header>
      <MainContent>{children}</MainContent>
    </>
  );
}
