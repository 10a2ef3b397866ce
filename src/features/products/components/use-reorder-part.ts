// Products' part of extension "reorder" (D247): loaded once the provider is known to have it, never
// otherwise; null until then (and if its chunk does not arrive: the list stays the spec's).
import { useExtensions } from "../../../api/extensions.ts";
import { useChunk } from "../../../ui/lazy-part.tsx";

type ReorderPart = typeof import("../reorder/reorder-part.tsx");
const load = () => import("../reorder/reorder-part.tsx");

export function useReorderPart(): ReorderPart | null {
  return useChunk(load, useExtensions().has("reorder")).chunk;
}
