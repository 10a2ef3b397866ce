// 'Download PDF' for a purchase-order email. The PDF call needs a session of the order's store that
// may view orders; when that is known to be missing the message says so instead of a button, and a
// refusal (another store's order answers 404, D11) is explained rather than shown as a failure.
import { useState } from "react";
import { can } from "../../../../schema/permissions.ts";
import { ApiError, errorMessage } from "../../../api/api-error.ts";
import { useSession } from "../../../session/session-context.tsx";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { DEMO_TEXT } from "../strings.ts";
import { UI_TEXT } from "../../../ui/strings.ts";
import { fetchOutboxPdf } from "../api/outbox-pdf.ts";
import { saveFile } from "../../../lib/save-file.ts";

const T = DEMO_TEXT.outbox;

function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return T.pdfOtherStore;
  if (error instanceof ApiError && error.status === 403) return T.pdfForbidden;
  return T.pdfFailed(errorMessage(error));
}

export function OutboxPdfButton({ purchaseOrderId }: { purchaseOrderId: number }) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!session || session.claims.storeId === null) return <p className="demo-note">{T.pdfSignedOut}</p>;
  if (!can(session.claims.Permissions, "viewPurchaseOrders"))
    return <p className="demo-note">{T.pdfForbidden}</p>;

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const file = await fetchOutboxPdf(purchaseOrderId);
      saveFile(file, UI_TEXT.purchaseOrderPdfFile(String(purchaseOrderId)));
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="demo-actions">
      <BusyButton className="button" busy={busy} onClick={download}>
        {busy ? T.pdfBusy : T.pdf}
      </BusyButton>
      <FormError>{problem}</FormError>
    </div>
  );
}
