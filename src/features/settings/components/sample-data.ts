// Placeholder content for the settings pages the spec shows as static sample data (spec section 2).
// Nothing here comes from or goes to the provider; the prices are spec section 9's.

export interface SampleAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

export const SAMPLE_STORE = {
  createdOn: "January 4, 2021",
  contactNumber: "5550142",
  contactExtension: "12",
  faxNumber: "5550143",
  faxExtension: "",
};

export const SAMPLE_MAILING_ADDRESS: SampleAddress = {
  address1: "PO Box 118",
  address2: "",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
};

/** Spec section 2: the first is connected, the second is not. */
export const SAMPLE_INTEGRATIONS = [
  {
    name: "Online Store",
    detail: "Products, customers and orders are exchanged every 15 minutes.",
    connected: true,
  },
  {
    name: "Marketplace",
    detail: "Lists your products on a marketplace and brings its orders in.",
    connected: false,
  },
] as const;

/** Spec section 9: per-month prices, annual billing first. Standard is the current plan. */
export const PLANS = [
  { id: "basic", annual: 14, monthly: 19, offer: "downgrade" },
  { id: "standard", annual: 34, monthly: 39, offer: "current" },
  { id: "plus", annual: 74, monthly: 79, offer: "upgrade" },
] as const;

export const SAMPLE_FAQ = [
  {
    question: "Can I change plans at any time?",
    answer: "Yes. An upgrade starts at once; a downgrade starts with your next billing period.",
  },
  {
    question: "What does annual billing save?",
    answer: "Paying for a year at once costs about 20% less than paying month by month.",
  },
  {
    question: "What happens to my data if I cancel?",
    answer: "Your store stays readable until the end of the period you paid for.",
  },
] as const;

/** The billing information rows of spec section 2, in its order. */
export const SAMPLE_BILLING = [
  { row: "paymentMethod", value: "Visa ending in 4242" },
  { row: "interval", value: "Annual" },
  { row: "vat", value: "Not provided" },
  { row: "address", value: "1200 Market Street, Springfield, IL 62701" },
  { row: "billingAddress", value: "PO Box 118, Springfield, IL 62701" },
] as const;

export const SAMPLE_INVOICES = [
  { year: 2021, plan: "standard", amount: 408 },
  { year: 2020, plan: "basic", amount: 168 },
  { year: 2019, plan: "basic", amount: 168 },
] as const;
