// Products' part of extension "reorder" (D247): loaded once the provider is known to have it, never
// otherwise; null until then (and if its chunk does not arrive: the list stays the spec's).
import { useEffect, useState } from "react";
import { useExtensions } from "../../../api/extensions.ts";

type ReorderPart = typeof import("../reorder/reorder-part.tsx");
let loaded: ReorderPart | null = null;

export function useReorderPart(): ReorderPart | null {
  const on = useExtensions().has("reorder");
  const [part, setPart] = useState(loaded);
  useEffect(() => {
    if (!on || part) return;
    let current = true;
    import("../reorder/reorder-part.tsx").then(
      (module) => current && setPart((loaded = module)),
      () => undefined,
    );
    return () => void (current = false);
  }, [on, part]);
  return on ? part : null;
}
