// Store Information's approval limit texts (extension "approval", D242): ours, not the spec's.
import { formatMoney } from "../../../lib/format.ts";

export const APPROVAL_SETTING_TEXT = {
  settingGroup: "Approval",
  setting: "Orders above this total need approval ($)",
  settingHint:
    "Someone who may approve orders approves such an order before it is marked as ordered. Leave empty for none.",
  settingSave: "Save Approval Limit",
  settingSaved: (threshold: number | null) =>
    threshold === null
      ? "Saved: no order needs approval."
      : `Saved: orders above ${formatMoney(threshold)} need approval.`,
  settingInvalid: "Write an amount of dollars, such as 500 or 2500.00, or leave it empty.",
  settingFailed: (reason: string) => `The approval limit was not saved: ${reason}`,
  settingLoading: "Loading the approval limit.",
  settingLoadFailed: (reason: string) => `The approval limit could not be loaded: ${reason}`,
} as const;
