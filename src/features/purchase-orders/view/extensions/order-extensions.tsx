// Where the order view shows what contract extensions add (D231): nothing at all, not even an empty box,
// unless the provider has one of them (useExtensions); then each present extension's part is loaded as a
// chunk of its own and shown under the order's lines: the expected arrival (D234), the notes and files
// (D239), then the history (D232). A chunk that does not arrive (offline since the page loaded) says so with Try Again.
import { useEffect, useState, type ReactNode } from "react";
import { useExtensions } from "../../../../api/extensions.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { RetryNotice } from "../../../../ui/unavailable.tsx";

type Part = (props: { order: PurchaseOrderDetail }) => ReactNode;

const PARTS = {
  arrival: () => import("../arrival/expected-arrival.tsx").then((m): Part => m.ExpectedArrival),
  notes: () => import("../../shared/notes/order-notes.tsx").then((m): Part => m.OrderNotes),
  history: () => import("../history/order-history.tsx").then((m): Part => m.OrderHistory),
} as const;
type Name = keyof typeof PARTS;

/** One extension's part: loaded once wanted, then rendered. */
function Lazy({ name, order }: { name: Name; order: PurchaseOrderDetail }) {
  const [part, setPart] = useState<{ render: Part } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    PARTS[name]().then(
      (render) => current && setPart({ render }),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [name, attempt]);
  if (part) return <part.render order={order} />;
  if (!failed) return null;
  return (
    <RetryNotice
      onRetry={() => {
        setFailed(false);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

export function OrderExtensions({ order }: { order: PurchaseOrderDetail }) {
  const extensions = useExtensions();
  const shown = (Object.keys(PARTS) as Name[]).filter((name) => extensions.has(name));
  if (!shown.length) return null;
  return (
    <div className="order-extensions">
      {shown.map((name) => (
        <Lazy key={name} name={name} order={order} />
      ))}
    </div>
  );
}
