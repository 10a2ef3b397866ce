// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

export const CUSTOMERS_TEXT = {
  title: "Customers",
  loading: "Loading All Customers",
  /** Not spec texts: a store with no customers yet. */
  empty: {
    title: "No customers yet",
    hint: "The store's customers show here with how to reach them.",
  },
  columns: { id: "ID", name: "Name", email: "Email", company: "Company", phone: "Phone" },
  detail: (id: string) => `Customer ${id}`,
  create: "Create Customer",
} as const;
