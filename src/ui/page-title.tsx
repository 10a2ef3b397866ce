// The tab's title per screen: "Purchase Order #442 - Stock Sense", so tabs, the history list
// and bookmarks say where they lead. A component, not a hook: it is rendered in the branch a screen
// shows, so a screen that falls back to a shared page (not found, unavailable) gets that page's title.
import { useEffect } from "react";
import { PRODUCT_NAME } from "./strings.ts";

/** "{screen} - Stock Sense". */
export const titled = (screen: string) => `${screen} - ${PRODUCT_NAME}`;

export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = titled(children);
  }, [children]);
  return null;
}
