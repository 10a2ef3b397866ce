// The order's PDF and sending it to the supplier: 200 when the supplier has an email,
// else 400 with a description; the demo keeps the message in its outbox.
import type { Provider } from "../provider.ts";
import { getInStore } from "../store/finders.ts";
import { purchaseOrderPdf } from "../pdf/purchase-order-pdf.ts";
import { fail } from "./errors.ts";
import { requireAction, type Session } from "./session.ts";

export async function purchaseOrderPdfFile(
  provider: Provider,
  session: Session,
  id: string,
): Promise<Response> {
  const storeId = requireAction(session, "viewPurchaseOrders");
  const { db } = provider.store;
  const order = getInStore(db.purchaseOrders, storeId, id, "Purchase order");
  return new Response(await purchaseOrderPdf(db, order), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="PurchaseOrder-${order.id}.pdf"`,
    },
  });
}

export function sendPurchaseOrder(provider: Provider, session: Session, id: string) {
  const storeId = requireAction(session, "sendPurchaseOrderPdf");
  const { db } = provider.store;
  const order = getInStore(db.purchaseOrders, storeId, id, "Purchase order");
  const supplier = db.suppliers.find((s) => s.id === order.vendorId && s.storeId === storeId);
  if (!supplier) fail("BAD_USER_INPUT", `Purchase order ${order.id} has no supplier to send it to.`);
  if (!supplier.email) fail("BAD_USER_INPUT", `${supplier.name} has no email address.`);
  const store = db.stores.find((s) => s.id === storeId)!;
  provider.store.write((db, changes) => {
    changes.insert("outbox", {
      id: provider.store.nextId(db),
      storeId,
      kind: "purchase-order",
      to: supplier.email,
      subject: `Purchase Order PO-${order.id} from ${store.name}`,
      body:
        `Hello ${supplier.name}, please find attached purchase order PO-${order.id} from ${store.name}.` +
        // Extension "notes" (D239): the note to the supplier goes with the order; the internal note never.
        (order.supplierNote ? `\n\nNote from ${store.name}: ${order.supplierNote}` : ""),
      purchaseOrderId: order.id,
      createdAt: provider.now().toISOString(),
    });
  });
  return { data: { to: supplier.email } };
}
