// This feature's screen texts: the spec's words as written, "(sic)" spellings included.
import { PRODUCT_NAME } from "../../ui/strings.ts";

export const SIGN_IN_TEXT = {
  title: "Welcome back!",
  /** The tab's title. */
  pageTitle: "Sign In",
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
  /** After register (?status=100) and after joining a store (?code=102). */
  status100: "Your account was created. Sign in to continue.",
  code102: "You joined the store. Sign in again to open it.",
  /** After a reset link set a new password. */
  passwordChanged: "Your password was changed. Sign in with the new one.",
  /** After a 401 ended the session. */
  sessionEnded: "Your session ended. Sign in again to continue.",
  demoHeading: "Demo accounts",
  demoHint: (password: string) =>
    `Choose one to fill the form. Every demo account uses the password ${password}.`,
} as const;

export const REGISTER_TEXT = {
  title: "Create your account",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  password: "Password",
  passwordConfirmation: "Confirm Your Password",
  submit: "Sign Up",
  busy: "Signing Up",
  signIn: "Have an account? Sign In",
  /** No answer at all (or one we could not read). */
  failed: (reason: string) => `Registration did not go through: ${reason}`,
  /** A name the shared rule refuses, in the provider's words. */
  badName: (label: string, detail: string) => `The ${label} field ${detail}.`,
} as const;

export const RESET_PASSWORD_TEXT = {
  title: "Reset your password",
  email: "Email Address",
  submit: "Send Reset Link",
  busy: "Sending Reset Link",
  /** The same answer whether or not the account exists. */
  sent: (email: string) => `If an account exists for ${email}, a link to reset its password is on its way.`,
  failed: (reason: string) => `The reset link was not sent: ${reason}`,
  notOffered: "This provider does not send password reset links. Ask the store's owner for help.",
  backToSignIn: "Back to Sign In",
} as const;

/** The reset mail's link, where a new password is chosen under register's rules. */
export const SET_PASSWORD_TEXT = {
  title: "Choose a new password",
  hint: "At least 8 characters, with a digit, an uppercase and a lowercase letter.",
  password: "Password",
  confirmPassword: "Confirm Your Password",
  submit: "Set New Password",
  busy: "Setting New Password",
  askAgain: "Ask for a new link",
  /** No answer at all (or one we could not read). */
  failed: (reason: string) => `The password was not changed: ${reason}`,
} as const;
