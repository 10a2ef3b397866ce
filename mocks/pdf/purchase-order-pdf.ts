// A real PDF of a purchase order. jsPDF (maintained, works in the browser and in Node) is imported
// only here and only when a PDF is asked for, so it is never part of the demo's first load. Texts are drawn
// in Noto Sans (./font.ts); only the fixed English labels stay in Helvetica Bold.
import { orderTotals, lineTotalCents } from "../../schema/totals.ts";
import { formatCents, formatDateTime } from "../../schema/format.ts";
import type { Db, PurchaseOrderRow } from "../store/tables.ts";
import { PDF_FONT, setTextFont } from "./font.ts";

const MARGIN = 15;
const PAGE_BOTTOM = 280;

function describeOrder(db: Db, order: PurchaseOrderRow) {
  const store = db.stores.find((s) => s.id === order.storeId)!;
  const supplier = db.suppliers.find((s) => s.id === order.vendorId && s.storeId === order.storeId);
  const lines = order.items.map((item) => {
    const product = db.products.find((p) => p.id === item.productId)!;
    const variation = product.variations.find((v) => v.id === item.variationId);
    return {
      name: (variation ?? product).name,
      sku: (variation ?? product).sku,
      quantity: item.quantity,
      unit: formatCents(item.unitCostCents),
      discount: item.discount,
      total: formatCents(lineTotalCents(item)),
    };
  });
  return { store, supplier, lines, totals: orderTotals({ ...order, shippingCents: order.shippingCents }) };
}

const addressLines = (
  a: { address1: string; address2: string; city: string; state: string; zipCode: string } | null | undefined,
) => (a ? [a.address1, a.address2, `${a.city}, ${a.state} ${a.zipCode}`].filter((line) => line.trim()) : []);

/** The PDF's bytes. */
export async function purchaseOrderPdf(db: Db, order: PurchaseOrderRow): Promise<ArrayBuffer> {
  const { jsPDF } = await import("jspdf");
  const { store, supplier, lines, totals } = describeOrder(db, order);
  const doc = new jsPDF({ unit: "mm", format: "letter" });
  doc.setProperties({ title: `Purchase Order PO-${order.id}`, author: store.name });
  const drawable = await setTextFont(doc);

  doc.setFontSize(18).text(drawable(store.name), MARGIN, 20);
  doc.setFontSize(14).text(`Purchase Order PO-${order.id}`, MARGIN, 30);
  doc.setFontSize(10).text(`Status: ${order.status}`, MARGIN, 37);
  const dates = [
    `Created: ${formatDateTime(order.dateCreated)}`,
    order.dateOrdered && `Ordered: ${formatDateTime(order.dateOrdered)}`,
    order.dateReceived && `Received: ${formatDateTime(order.dateReceived)}`,
  ].filter((d): d is string => Boolean(d));
  doc.text(dates, MARGIN, 43);

  doc.setFont("helvetica", "bold").text("Supplier", MARGIN, 62).text("Ship To", 110, 62);
  doc.setFont(PDF_FONT, "normal");
  doc.text(
    supplier
      ? [supplier.name, ...addressLines(supplier.primaryAddress), supplier.email]
          .filter(Boolean)
          .map(drawable)
      : ["None set."],
    MARGIN,
    68,
  );
  doc.text(addressLines(order.shipToAddress ?? store.shippingAddress).map(drawable), 110, 68);

  let y = 95;
  const columns = [MARGIN, 95, 130, 145, 170];
  const row = (cells: string[], bold = false) => {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = 20;
    }
    if (bold) doc.setFont("helvetica", "bold");
    else doc.setFont(PDF_FONT, "normal");
    cells.forEach((cell, i) =>
      doc.text(
        doc.splitTextToSize(drawable(cell), (columns[i + 1] ?? 200) - columns[i]! - 2)[0] ?? "",
        columns[i]!,
        y,
      ),
    );
    y += 7;
  };
  row(["Product", "SKU", "Qty", "Unit cost", "Line total"], true);
  for (const line of lines) row([line.name, line.sku, String(line.quantity), line.unit, line.total]);
  y += 4;
  for (const [label, value] of [
    ["Subtotal", formatCents(totals.subtotalCents)],
    ["Shipping", formatCents(totals.shippingCents)],
    ["Discount", `-${formatCents(totals.discountCents)}`],
    ["Total", formatCents(totals.totalCents)],
  ] as const)
    row(["", "", "", label, value], label === "Total");
  // Extension "notes" (D239): the note to the supplier under the totals, wrapped to the page; the
  // internal note is never printed.
  if (order.supplierNote) {
    y += 6;
    doc.setFont("helvetica", "bold");
    row(["Note to supplier"], true);
    doc.setFont(PDF_FONT, "normal");
    for (const line of doc.splitTextToSize(drawable(order.supplierNote), 180) as string[]) {
      if (y > PAGE_BOTTOM) {
        doc.addPage();
        y = 20;
      }
      doc.text(line, MARGIN, y);
      y += 5;
    }
  }
  return doc.output("arraybuffer");
}
