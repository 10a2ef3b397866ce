// Texts shared by the features that show orders, suppliers and products.
export const DOMAIN_TEXT = {
  /** A product's codes on one line, a dash for one it lacks. */
  productCodes: (sku: string, mpn: string) => `SKU ${sku || "\u2014"} \u00b7 MPN ${mpn || "\u2014"}`,
  /** An order ORDERED more than N days ago (issue 30 item 5, D230): the list, the view, Settings. */
  overdue: {
    mark: "Overdue",
    /** After the mark, on the order's view. */
    since: (days: number, limit: number) => `ordered ${days} days ago, more than the store's ${limit}`,
    filter: "Overdue Only",
    count: (n: number, limit: number) =>
      n === 1
        ? `1 order ORDERED more than ${limit} days ago`
        : `${n} orders ORDERED more than ${limit} days ago`,
    settingGroup: "On this device",
    setting: "Orders are overdue after (days)",
    settingHint: "ORDERED orders older than this are marked Overdue. Kept on this device for this store.",
    settingSave: "Save",
    settingSaved: (days: number) =>
      `Orders ORDERED more than ${days} days ago are now overdue on this device.`,
    settingInvalid: "Enter a whole number of days from 1 to 365.",
    settingNotKept: "This device did not keep the number: it is used until the page is reloaded.",
  },
} as const;
