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
  notFound: {
    message: "Hmm...this page doesn't exist. Try searching for something else!",
    back: "Back To Dashboard",
  },
  bootError: {
    title: `${PRODUCT_NAME} could not start`,
    hint: "Reload the page. If this keeps happening, tell whoever hosts this site; the details below help them.",
  },
} as const;
