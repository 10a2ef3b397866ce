// This feature's screen texts: the spec's words as written, "(sic)" spellings included.
import { PRODUCT_NAME } from "../../ui/strings.ts";

export const INVITE_TEXT = {
  loading: "Loading Invite Information.",
  /** The tab's title on both invite screens. */
  pageTitle: "Store invite",
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
  /** The invite could not be loaded or accepted for a reason other than the provider's refusal. */
  loadFailed: (reason: string) => `The invite information did not load: ${reason}`,
  acceptFailed: (reason: string) => `Joining the store did not go through: ${reason}`,
  /** Not spec texts: the way out for an invite meant for another account, or not wanted now. */
  otherAccount:
    "Sent to another email address? Sign out and sign in with that one, or choose Not Now to go on without joining.",
  signOut: "Sign Out",
  notNow: "Not Now",
} as const;
