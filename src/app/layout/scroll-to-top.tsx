// The scroll position resets on every path change (spec section 2); wouter has no restoration of its own.
import { useEffect } from "react";

/** `location`: the path of the screen shown, which may trail the address (route-preload.ts). */
export function ScrollToTop({ location }: { location: string }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
