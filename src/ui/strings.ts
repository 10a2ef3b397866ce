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
  notFound: {
    message: "Hmm...this page doesn't exist. Try searching for something else!",
    back: "Back To Dashboard",
  },
  bootError: {
    title: `${PRODUCT_NAME} could not start`,
    hint: "Reload the page. If this keeps happening, tell whoever hosts this site; the details below help them.",
  },
} as const;
