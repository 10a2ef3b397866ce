// The application menu (spec section 2), titled with the current application's name: the other
// applications in the spec's order (inventory, Order Logic, Data View), then Account, each of which
// only navigates to the root path. The dashboard's tiles keep their own order (spec section 1).
import { MenuButton } from "../../ui/menu.tsx";
import { SHELL_TEXT } from "../strings.ts";
import { APPLICATIONS, type ApplicationValue } from "../../session/applications.ts";
import { PATHS } from "../../config/routes.ts";

const MENU_ORDER: readonly ApplicationValue[] = ["stock-sense", "order-logic", "data-view"];
const name = (value: ApplicationValue) => APPLICATIONS.find((a) => a.value === value)!.name;

export function AppMenu({ current }: { current: ApplicationValue }) {
  const title = name(current);
  const items = [
    ...MENU_ORDER.filter((value) => value !== current).map((value) => ({
      label: name(value),
      href: PATHS.dashboard,
    })),
    { label: SHELL_TEXT.account, href: PATHS.dashboard },
  ];
  return (
    <MenuButton className="app-menu" label={title} accessibleName={SHELL_TEXT.appMenu(title)} items={items} />
  );
}
