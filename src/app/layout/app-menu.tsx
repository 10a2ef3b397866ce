// The application menu (spec section 2), titled with the current application's name: the other
// applications and Account, each of which only navigates to the root path.
import { MenuButton } from "../../ui/menu.tsx";
import { SHELL_TEXT } from "../strings.ts";
import { APPLICATIONS, type ApplicationValue } from "../../session/applications.ts";
import { PATHS } from "../../config/routes.ts";

export function AppMenu({ current }: { current: ApplicationValue }) {
  const title = APPLICATIONS.find((a) => a.value === current)!.name;
  const items = [
    ...APPLICATIONS.filter((a) => a.value !== current).map((a) => ({ label: a.name, href: PATHS.dashboard })),
    { label: SHELL_TEXT.account, href: PATHS.dashboard },
  ];
  return (
    <MenuButton className="app-menu" label={title} accessibleName={SHELL_TEXT.appMenu(title)} items={items} />
  );
}
