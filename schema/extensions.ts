// Contract extensions (D231): what a provider may offer beyond the spec, each its own SDL file in
// schema/extensions/ that extends schema.graphql without changing it. The app asks the provider which it
// has by the one field each adds (`marker`), through GraphQL introspection; unknown means absent.
// Kept free of the SDL itself, so the app's first load carries only these names.

export const EXTENSIONS = ["history", "notes", "arrival", "reorder", "approval"] as const;
export type ExtensionName = (typeof EXTENSIONS)[number];

/** The field whose presence in the provider's schema says it has the extension. */
export const EXTENSION_MARKERS: Record<ExtensionName, { type: string; field: string }> = {
  history: { type: "PurchaseOrder", field: "history" },
  notes: { type: "PurchaseOrder", field: "internalNote" },
  arrival: { type: "PurchaseOrder", field: "expectedArrival" },
  reorder: { type: "Product", field: "reorderPoint" },
  approval: { type: "PurchaseOrder", field: "needsApproval" },
};

export const isExtensionName = (name: string): name is ExtensionName =>
  (EXTENSIONS as readonly string[]).includes(name);

/**
 * A list of extensions as people write it (`--extensions history,notes`, `?extensions=`): "all", "none"
 * or names separated by commas. Throws naming an unknown one.
 */
export function parseExtensionList(text: string): ExtensionName[] {
  const value = text.trim().toLowerCase();
  if (value === "all") return [...EXTENSIONS];
  if (value === "none" || value === "") return [];
  const names = value.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !isExtensionName(name));
  if (unknown.length)
    throw new Error(
      `${unknown.map((n) => `"${n}"`).join(", ")} is no extension: give all, none or some of ${EXTENSIONS.join(", ")}`,
    );
  return EXTENSIONS.filter((name) => names.includes(name));
}
