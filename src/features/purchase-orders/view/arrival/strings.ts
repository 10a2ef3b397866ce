// The expected arrival's texts (extension "arrival", D234): ours, not the spec's. Loaded with its chunk.
export const ARRIVAL_TEXT = {
  heading: "Expected Arrival",
  none: "Not set.",
  loading: "Loading the expected arrival.",
  failed: (reason: string) => `The expected arrival could not be loaded: ${reason}`,
  saveFailed: (reason: string) => `The expected arrival was not saved: ${reason}`,
  /** A day as the app writes dates: 12/05/2026. */
  day: (yyyyMmDd: string) => {
    const [year, month, day] = yyyyMmDd.split("-");
    return `${month}/${day}/${year}`;
  },
  change: "Change Expected Arrival",
  set: "Set Expected Arrival",
  field: "Expected arrival",
  save: "Save",
  saving: "Saving",
  clear: "Clear",
  cancel: "Cancel",
  /** Beside Mark As Ordered's confirmation (the spec's words above it unchanged). */
  whenOrdering: "Expected arrival (optional)",
  /** The only field of its form: a day is needed to save one. */
  needDay: "Choose a day, or Clear to have none.",
} as const;
