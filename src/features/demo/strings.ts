// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

/** The demo toolkit: shown only when the config says mock. */
export const DEMO_TEXT = {
  region: "Demo",
  badge: "Demo",
  signedInAs: "Signed in as",
  signedOut: "Signed out",
  store: "Store:",
  noStore: "none",
  reset: "Reset demo data",
  resetting: "Resetting demo data",
  resetConfirm:
    "Reset the demo data? Every change made in the demo is lost, fault injection is turned off, and you will be signed out to start again from the seed.",
  resetFailed: (reason: string) => `The demo data was not reset: ${reason}`,
  open: "Demo panel",
  title: "Demo panel",
  close: "Close",
  retry: "Try Again",
  sections: "Demo panel sections",
  kind: "Kind",
  sent: "Sent",
  from: "From",
  to: "To",
  outbox: {
    tab: "Outbox",
    loading: "Loading the outbox.",
    empty:
      "No messages yet. Sending a purchase order to its supplier, inviting a user or asking for a password reset puts one here.",
    failed: (reason: string) => `The outbox could not be loaded: ${reason}`,
    kind: { "purchase-order": "Purchase order", invite: "Invite", "reset-password": "Password reset" },
    pdf: "Download PDF",
    pdfBusy: "Downloading PDF",
    pdfSignedOut: "Sign in to the store that sent this order to download its PDF.",
    pdfOtherStore:
      "This order is not in the store you are signed in to. Switch to the store that sent it to download its PDF.",
    pdfForbidden: "Your role in this store may not view purchase orders, so the PDF cannot be downloaded.",
    pdfFailed: (reason: string) => `The PDF could not be downloaded: ${reason}`,
  },
  feedback: {
    tab: "Feedback inbox",
    loading: "Loading the feedback inbox.",
    empty: "No feedback yet. 'Report an issue' in the app's top bar sends some.",
    failed: (reason: string) => `The feedback inbox could not be loaded: ${reason}`,
    screenshot: (from: string, when: string) => `Screenshot sent by ${from} on ${when}`,
    noScreenshot: "Sent without a screenshot (the page could not be captured).",
  },
  faults: {
    tab: "Fault injection",
    intro:
      "Faults make the demo's provider slow or unreliable, to show how the app copes. They affect every call the app makes except the demo's own (this panel and Reset), and are off until you apply some.",
    latency: "Added latency (ms)",
    errorRate: "Error rate (%)",
    offline: "Offline: every call fails as if the network were down",
    apply: "Apply",
    applying: "Applying",
    applied: "Fault settings applied.",
    loading: "Loading the fault settings.",
    failed: (reason: string) => `The fault settings could not be loaded: ${reason}`,
    applyFailed: (reason: string) => `The fault settings were not applied: ${reason}`,
    badLatency: (max: number) => `Enter a whole number of milliseconds from 0 to ${max}.`,
    badErrorRate: "Enter a percentage from 0 to 100.",
    current: "Now in effect:",
    /** The demo bar's line while any fault is on. */
    barOn: "Faults on:",
    none: "no faults, every call is answered normally.",
    summary: (latencyMs: number, percent: number, offline: boolean) =>
      `${[
        latencyMs ? `${latencyMs} ms added latency` : "",
        percent ? `${percent}% of calls fail` : "",
        offline ? "offline" : "",
      ]
        .filter(Boolean)
        .join(", ")}.`,
  },
} as const;
