// Texts shared by the features that show orders, suppliers and products.
export const DOMAIN_TEXT = {
  /** A product's codes on one line, a dash for one it lacks. */
  productCodes: (sku: string, mpn: string) => `SKU ${sku || "\u2014"} \u00b7 MPN ${mpn || "\u2014"}`,
  /** A day kept as YYYY-MM-DD (an expected arrival, D234) as the app writes dates: 12/05/2026. */
  day: (yyyyMmDd: string) => {
    const [year, month, day] = yyyyMmDd.split("-");
    return `${month}/${day}/${year}`;
  },
  /** The list's column where the provider stores expected arrival days (D234, D250). */
  arrival: {
    column: "Expected Arrival",
    /** Before the day on a phone's row, where there is no column header to say what it is. */
    phoneLabel: "Expected",
  },
  /**
   * Overdue orders (issue 30 item 5, issue 31 item 3; D230, D249): the list, the view, Settings. An
   * expected arrival day decides where there is one, else ORDERED more than N days ago.
   */
  overdue: {
    mark: "Overdue",
    /** After the mark, on the order's view: which rule applies. */
    since: (days: number, limit: number) => `ordered ${days} days ago, more than the store's ${limit}`,
    /** The same where the provider stores expected days but this order has none. */
    sinceNoDay: (days: number, limit: number) =>
      `ordered ${days} days ago, more than the store's ${limit}, and no expected arrival is set`,
    expected: (day: string, late: number) =>
      `expected on ${day}, ${late === 1 ? "1 day" : `${late} days`} ago`,
    filter: "Overdue Only",
    count: (n: number, limit: number) =>
      n === 1
        ? `1 order ORDERED more than ${limit} days ago`
        : `${n} orders ORDERED more than ${limit} days ago`,
    /** Where the provider stores expected days. */
    countWithArrival: (n: number, limit: number) =>
      `${n} overdue: past the expected day, or ORDERED over ${limit} days ago without one`,
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
