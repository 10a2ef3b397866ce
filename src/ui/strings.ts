// Every text the spec gives a screen, used as written, "(sic)" spellings included (D25), plus the
// texts our decisions add (D27, D28). One module so wording changes in one place.

export const PRODUCT_NAME = "Stock Sense";
export const SUPPORT_EMAIL = "support@stocksense.example";

export const TEXT = {
  signIn: {
    title: "Welcome back!",
    subtitle: "Sign in to your account to continue.",
    email: "Email Address",
    password: "Password",
    submit: "Log In",
    busy: "Logging In",
    failed: (reason: string) => `Sign-in did not go through: ${reason}`,
    footer: (email: string) =>
      `${PRODUCT_NAME} is under active development. Questions or problems? Write to ${email} or use the feedback function.`,
    register: "Need an account? Register",
    resetPassword: "Forgot your password?",
    /** D28 */
    status100: "Your account was created. Sign in to continue.",
    code102: "You joined the store. Sign in again to open it.",
    demoHeading: "Demo accounts",
    demoHint: (password: string) =>
      `Choose one to fill the form. Every demo account uses the password ${password}.`,
  },
  register: {
    title: "Create your account",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    password: "Password",
    passwordConfirmation: "Confirm Your Password",
    submit: "Sign Up",
    busy: "Signing Up",
    signIn: "Have an account? Sign In",
    /** D27: no answer at all (or one we could not read). */
    failed: (reason: string) => `Registration did not go through: ${reason}`,
  },
  resetPassword: {
    title: "Reset your password",
    email: "Email Address",
    submit: "Send Reset Link",
    busy: "Sending Reset Link",
    /** D15: the same answer whether or not the account exists. */
    sent: (email: string) => `If an account exists for ${email}, a link to reset its password is on its way.`,
    failed: (reason: string) => `The reset link was not sent: ${reason}`,
    backToSignIn: "Back to Sign In",
  },
  invite: {
    loading: "Loading Invite Information.",
    welcome: `Welcome To ${PRODUCT_NAME}!`,
    welcomeUser: (firstName: string) => `Welcome To ${PRODUCT_NAME} ${firstName}!`,
    invitedTo: (storeName: string) => `You have been invited to join ${storeName}.`,
    signInOrRegister:
      "Please sign in or register with the email address the invite was sent to, then accept the invite.",
    signIn: "Sign In",
    register: "Register",
    invalidTitle: "Invite invalid or expired.",
    invalidBody:
      "The invite you are attempting to access has either expired or is invalid. Please contact the store owner to request a new invite.",
    confirmStore:
      "If the store name is correct, please click the button below to join the store. Otherwise, please contact the store owner.",
    join: (storeName: string) => `Join ${storeName}`,
    joining: (storeName: string) => `Joining ${storeName}`,
    /** D27: the invite could not be loaded or accepted for a reason other than the provider's refusal. */
    loadFailed: (reason: string) => `The invite information did not load: ${reason}`,
    retry: "Try Again",
    acceptFailed: (reason: string) => `Joining the store did not go through: ${reason}`,
  },
  shell: {
    productName: PRODUCT_NAME,
    loading: "Loading",
    pending: "This screen is on its way in a coming release.",
    account: "Account",
    appMenu: (name: string) => `${name} applications`,
    nav: {
      label: "Inventory",
      dashboard: "Dashboard",
      purchaseOrders: "Purchase Orders",
      suppliers: "Suppliers",
      products: "Products",
    },
    userMenu: {
      open: (fullName: string) => `User menu for ${fullName}`,
      settings: "Settings",
      signOut: "Sign Out",
    },
    storeSwitcher: {
      button: "Switch Store",
      /** (sic) as in the product */
      title: "Availiable Stores",
      failed: (reason: string) => `Switching stores did not go through: ${reason}`,
    },
    settings: {
      label: "Settings",
      account: "My Account",
      store: "Store Information",
      users: "Users",
      roles: "Store Roles",
      connections: "Storefront Connections",
      plans: "Plans",
      billing: "Billing and Invoices",
    },
  },
  dashboard: {
    greeting: (greeting: string, firstName: string) => `${greeting}, ${firstName}!`,
    prompt: "Where do you want to start?",
  },
  noStores: {
    title: "No Active Stores",
    body: "There are no active stores on your account. If you think this is wrong, please contact support.",
  },
  feedback: {
    button: "Report an issue",
    title: "Report An Issue",
    label: "Describe your issue",
    placeholder: "Describe your issue here.",
    note: "A screenshot of this page will be included with your message, and the email address of your account will be used for any follow-up questions.",
    cancel: "Cancel",
    send: "Send Feedback",
    failed: (reason: string) => `Your feedback did not go through: ${reason}`,
  },
  /** Shared by every paged table (spec section 2, D10). */
  table: {
    empty: "No Data In Table",
    pageSize: "Rows per page",
    previous: "Previous page",
    next: "Next page",
    pages: (itemName: string) => `${itemName} pages`,
    range: (from: number, to: number, total: number, itemName: string) =>
      `${from}-${to} of ${total} ${itemName}`,
  },
  /** Spec section 4's badge; anything else reads Unknown. */
  status: { unknown: "Unknown", filter: "Status" },
  /** The generic error screen of spec section 8. */
  errorScreen: {
    title: "Something went wrong",
    hint: "The page could not be shown. Try again in a moment.",
  },
  suppliers: {
    title: "Suppliers",
    loading: "Loading All Suppliers.",
    createNew: "Create New Supplier",
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
    /** Field hints, read by screen readers only: the spec's forms highlight a failing field without text. */
    problem: {
      required: "Required",
      tooShort: (min: number) => `At least ${min} characters`,
      refused: "Not accepted; see the message below the form",
    },
    /** D27 */
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
    orderColumns: {
      number: "PO Number",
      supplier: "Supplier",
      itemCount: "Item Count",
      createdOn: "Created On",
      orderedOn: "Ordered On",
      receivedOn: "Received On",
      cost: "Cost",
      status: "Status",
    },
    poNumber: (id: string) => `PO-${id}`,
  },
  products: {
    title: "Products",
    loading: "Loading All Products",
    columns: {
      id: "ID",
      name: "Name",
      sku: "SKU",
      mpn: "MPN",
      price: "Price",
      tracking: "Inventory Tracking Type",
      level: "Inventory Level",
    },
    tracked: "Tracked",
    notTracked: "Not Tracked",
    detail: (id: string) => `Product ${id}`,
    create: "Create Product",
    placeholder: "This page is a placeholder.",
  },
  customers: {
    title: "Customers",
    loading: "Loading All Customers",
    columns: { id: "ID", name: "Name", email: "Email", company: "Company", phone: "Phone" },
    detail: (id: string) => `Customer ${id}`,
    create: "Create Customer",
    placeholder: "This page is a placeholder.",
  },
  notFound: {
    message: "Hmm...this page doesn't exist. Try searching for something else!",
    back: "Back To Dashboard",
  },
  bootError: {
    title: `${PRODUCT_NAME} could not start`,
    hint: "Reload the page. If this keeps happening, tell whoever hosts this site; the details below help them.",
  },
} as const;
