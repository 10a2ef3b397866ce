// Where the order view shows what contract extensions add (D231): nothing at all, not even an empty box,
// unless the provider has one of them (useExtensions); then each present extension's part is loaded as a
// chunk of its own and shown under the order's lines: the expected arrival (D234), the notes and files
// (D239), then the history (D232). A chunk that does not arrive (offline since the page loaded) says so with Try Again.
import type { ReactNode } from "react";
import { useExtensions } from "../../../../api/extensions.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { LazyPart } from "../../../../ui/lazy-part.tsx";

type Part = (props: { order: PurchaseOrderDetail }) => ReactNode;

const PARTS = {
  arrival: () => import("../arrival/expected-arrival.tsx").then((m): Part => m.ExpectedArrival),
  notes: () => import("../../shared/notes/order-notes.tsx").then((m): Part => m.OrderNotes),
  history: () => import("../history/order-history.tsx").then((m): Part => m.OrderHistory),
} as const;
type Name = keyof typeof PARTS;

export function OrderExtensions({ order }: { order: PurchaseOrderDetail }) {
  const extensions = useExtensions();
  const shown = (Object.keys(PARTS) as Name[]).filter((name) => extensions.has(name));
  if (!shown.length) return null;
  return (
    <div className="order-extensions">
      {shown.map((name) => (
        <LazyPart key={name} load={PARTS[name]} render={(Part) => <Part order={order} />} />
      ))}
    </div>
  );
}
