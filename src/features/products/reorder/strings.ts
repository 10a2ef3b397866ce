// Texts of the Products screen's reorder levels (extension "reorder", D245, D247). None is in the spec.

const levelText = (point: number | null, target: number | null) =>
  point !== null && target !== null
    ? `at ${point}, up to ${target}`
    : point !== null
      ? `at ${point}`
      : target !== null
        ? `up to ${target}`
        : "";

export const REORDER_TEXT = {
  column: "Reorder Levels",
  levels: levelText,
  none: "Not set",
  /** A variation without its own levels shows its product's. */
  fromProduct: "(product's)",
  set: "Set",
  setFor: (name: string) => `Set reorder levels of ${name}`,
  dialog: {
    title: (name: string) => `Reorder Levels: ${name}`,
    point: "Reorder point",
    target: "Target level",
    hint: "Whole numbers from 0 to 1,000,000; empty for none. At or below the reorder point, Replenish orders up to the target level.",
    variationHint: "Empty for both: the product's levels apply.",
    invalid: "Enter a whole number from 0 to 1,000,000, or leave it empty.",
    belowPoint: "The target level must be at least the reorder point.",
    save: "Save",
    saving: "Saving",
    cancel: "Cancel",
    failed: (reason: string) => `The levels were not saved: ${reason}`,
  },
  filter: {
    toggle: "At Or Below Reorder Point",
    caption: "Tracked products and variations at or below their reorder point",
    count: (n: number) =>
      `${n === 1 ? "1 line" : `${n} lines`} at or below ${n === 1 ? "its" : "their"} reorder point`,
  },
} as const;
