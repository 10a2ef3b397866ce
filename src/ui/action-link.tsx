// A link that is also one of its screen's actions in the command palette: the palette follows it
// as a press would.
import { Link, useLocation } from "wouter";
import { useScreenActions } from "./screen-actions.ts";

interface ActionLinkProps {
  href: string;
  /** The link's words, also the palette's. */
  children: string;
  className?: string;
}

export function ActionLink({ href, children, className }: ActionLinkProps) {
  const [, navigate] = useLocation();
  useScreenActions([{ id: `link:${href}`, label: children, run: () => navigate(href) }]);
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
