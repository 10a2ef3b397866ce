// The order view's approval texts (extension "approval", D242, D244): ours, not the spec's.
import { formatDate, formatMoney } from "../../../../lib/format.ts";

export const APPROVAL_TEXT = {
  needsApproval: "Needs Approval",
  needsWhy: (threshold: number | null) =>
    threshold === null
      ? "Its total is over the store's approval limit."
      : `Its total is over the store's approval limit of ${formatMoney(threshold)}.`,
  /** Under Mark As Ordered while it waits (status-actions.tsx); short: it is read beside the button. */
  waiting: "It can be marked as ordered once someone who may approve orders approves it.",
  approve: "Approve",
  approving: "Approving",
  approved: (name: string, at: string) => `Approved by ${name} on ${formatDate(at)}.`,
  approvedToast: (id: string) => `Purchase order #${id} approved.`,
  approveFailed: (reason: string) => `The order was not approved: ${reason}`,
} as const;
