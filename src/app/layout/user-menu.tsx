// The user menu (spec section 2): full name, active store and role; Settings (not on the invite and
// no-store screens) and Sign Out.
import { useSession } from "../../session/session-context.tsx";
import { signOut } from "../../session/sign-out.ts";
import { MenuButton, type MenuItem } from "../../ui/menu.tsx";
import { SHELL_TEXT } from "../strings.ts";
import { PATHS } from "../../config/routes.ts";

const T = SHELL_TEXT.userMenu;

export function UserMenu({ withSettings = true }: { withSettings?: boolean }) {
  const session = useSession();
  if (!session) return null;
  const { user, claims } = session;
  const fullName = `${user.firstName} ${user.lastName}`;
  const items: MenuItem[] = [
    ...(withSettings ? [{ label: T.settings, href: PATHS.settingsAccount }] : []),
    { label: T.signOut, onSelect: () => void signOut() },
  ];
  return (
    <MenuButton
      className="user-menu"
      align="right"
      accessibleName={T.open(fullName)}
      label={
        <span
          className="avatar"
          aria-hidden="true"
        >{`${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`}</span>
      }
      header={
        <div className="user-menu-header">
          <strong>{fullName}</strong>
          {user.activeStore && <span>{user.activeStore.name}</span>}
          {claims.Role && <span>{claims.Role}</span>}
        </div>
      }
      items={items}
    />
  );
}
