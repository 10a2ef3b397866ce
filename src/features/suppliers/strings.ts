// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

export const SUPPLIERS_TEXT = {
  title: "Suppliers",
  loading: "Loading All Suppliers.",
  createNew: "Create New Supplier",
  /** Not spec texts: a store with no suppliers yet. */
  empty: {
    title: "No suppliers yet",
    hint: "Add the first with Create New Supplier; orders can then be sent to it.",
  },
  view: "View",
  columns: {
    name: "Name",
    address: "Address",
    cityState: "City/State",
    contact: "Contact",
    fax: "Fax",
    actions: "Actions",
  },
  cityState: (city: string, state: string) => `${city} / ${state}`,
  back: "Return To All Suppliers",
  /** Field hints, shown under the failing field and tied to it (the spec highlights without text). */
  problem: {
    required: "Required",
    tooShort: (min: number) => `At least ${min} characters`,
    tooFewDigits: (min: number) => `At least ${min} digits`,
    /** The shared name rule's reason ("must not contain ..."), as a hint. */
    invisible: (detail: string) => `${detail.charAt(0).toUpperCase()}${detail.slice(1)}`,
    refused: "Not accepted; see the message below the form",
  },
  saveFailed: (reason: string) => `The supplier was not saved: ${reason}`,
  edit: {
    loading: "Loading Supplier's Purchase Orders and Information",
    missing: "There is no supplier with this id in this store.",
    loadFailed: (reason: string) => `The supplier could not be loaded: ${reason}`,
    orders: "Recent Purchase Orders",
    form: "Supplier Information",
    submit: "Update Supplier",
    busy: "Updating Supplier",
    labels: {
      name: "Name",
      address1: "Address 1",
      address2: "Address 2",
      city: "City",
      state: "State",
      zipCode: "Zip",
      email: "E-Mail",
      phoneNumber: "Phone Number",
      phoneExtension: "Phone Extension",
      faxNumber: "Fax Number",
      faxExtension: "Fax Extension",
    },
  },
  create: {
    title: "New Supplier",
    submit: "Create Supplier",
    busy: "Creating Supplier",
    /** (sic) Adress1, Adress2 as in the product; no email field. */
    labels: {
      name: "Name",
      address1: "Adress1",
      address2: "Adress2",
      city: "City",
      state: "State",
      zipCode: "Zip",
      phoneNumber: "Contact Number",
      phoneExtension: "Contact Extension",
      faxNumber: "Fax Number",
      faxExtension: "Fax Extension",
    },
  },
} as const;
