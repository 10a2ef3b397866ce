// "Tracked items below N in stock" kept in the URL as `below=N` (a reload, a shared link
// and Back keep a list's filter), beside the paged list's own keys. Anything but a whole number of 1 or
// more (a hand-edited link) is no filter: the paged list.
import { parseQuantity } from "../../../../schema/money.ts";
import { useQueryFilter } from "../../../ui/use-paging.ts";

const KEY = "below";

export function useBelowFilter(): [number | null, (below: number | null) => void] {
  const [values, setValues] = useQueryFilter(KEY);
  const below = parseQuantity(values?.[0] ?? "");
  return [
    below !== null && below >= 1 ? below : null,
    (next) => setValues(next === null ? null : [String(next)]),
  ];
}
