// This feature's screen texts: the spec's words as written, "(sic)" spellings included (D25).

export const CUSTOMERS_TEXT = {
  title: "Customers",
  loading: "Loading All Customers",
  columns: { id: "ID", name: "Name", email: "Email", company: "Company", phone: "Phone" },
  detail: (id: string) => `Customer ${id}`,
  create: "Create Customer",
} as const;
