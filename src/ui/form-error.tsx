// The one red line a form shows when something did not go through; announced as it appears.
import type { ReactNode } from "react";

export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
