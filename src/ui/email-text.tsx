// An email address that may break only where a reader expects: before the "@" and before each "." of
// its domain (a <wbr>), never in the middle of a name ("owner@example.c" / "om" in a narrow card).
import { Fragment } from "react";

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at + 1).split(".");
  return (
    <span>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
