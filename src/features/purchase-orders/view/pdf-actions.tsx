// The order view's PDF button (spec section 2): 'Generate PDF Printout' downloads
// PurchaseOrder-{poid}.pdf. With a supplier, and for a user who may send, it is a split button
// whose menu also offers 'Send PDF to Supplier', asked first and answered with the spec's toasts. When
// sending is the view's main action (an ORDERED order, for a buyer) it is also a solid button of
// its own, before the split button.
import { useRef, useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { MenuButton } from "../../../ui/menu.tsx";
import { UI_TEXT } from "../../../ui/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { fetchPurchaseOrderPdf } from "./api/purchase-order-pdf.ts";
import { sendPurchaseOrder } from "./api/send-purchase-order.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";

const T = PURCHASE_ORDERS_TEXT.pdf;

interface PdfActionsProps {
  order: PurchaseOrderDetail;
  /** Send PDF to Supplier is the view's main action. */
  sendIsMain: boolean;
}

export function PdfActions({ order, sendIsMain }: PdfActionsProps) {
  const { can } = usePermissions();
  const toast = useToast();
  const [generating, setGenerating] = useState(false);
  const [asking, setAsking] = useState(false);
  // Refs, not state: they guard the gap before a re-render, so a double click does the work once.
  const busy = useRef({ generating: false, sending: false });
  const canSend = order.vendor !== null && can("sendPurchaseOrderPdf");

  useScreenActions([
    { id: "generate-pdf", label: T.generate, run: () => void generate() },
    ...(canSend ? [{ id: "send-pdf", label: T.send, run: () => setAsking(true) }] : []),
  ]);

  async function generate() {
    if (busy.current.generating) return;
    busy.current.generating = true;
    setGenerating(true);
    try {
      saveFile(await fetchPurchaseOrderPdf(order.id), UI_TEXT.purchaseOrderPdfFile(order.id));
    } catch (error) {
      toast.error(T.failed(errorMessage(error)));
    } finally {
      busy.current.generating = false;
      setGenerating(false);
    }
  }

  async function send() {
    if (busy.current.sending) return;
    busy.current.sending = true;
    try {
      await sendPurchaseOrder(order.id);
      toast.success(T.sent);
    } catch {
      toast.error(T.sendFailed);
    } finally {
      busy.current.sending = false;
    }
  }

  return (
    <>
      {canSend && sendIsMain && (
        <button type="button" className="button primary" onClick={() => setAsking(true)}>
          {T.send}
        </button>
      )}
      <div className={canSend ? "split-button" : "pdf-button"}>
        <BusyButton className="button" busy={generating} onClick={generate}>
          {generating ? T.generating : T.generate}
        </BusyButton>
        {canSend && (
          <MenuButton
            className="split-button-menu"
            label="▾"
            accessibleName={T.more}
            align="right"
            items={[
              { label: T.generate, onSelect: () => void generate() },
              { label: T.send, onSelect: () => setAsking(true) },
            ]}
          />
        )}
        <ConfirmDialog
          open={asking}
          message={T.sendConfirm}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void send();
          }}
        />
      </div>
    </>
  );
}
