// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

export const FEEDBACK_TEXT = {
  button: "Report an issue",
  title: "Report An Issue",
  label: "Describe your issue",
  placeholder: "Describe your issue here.",
  screenshot: "Screenshot of the page that will be sent",
  note: "A screenshot of this page will be included with your message, and the email address of your account will be used for any follow-up questions.",
  cancel: "Cancel",
  send: "Send Feedback",
  failed: (reason: string) => `Your feedback did not go through: ${reason}`,
} as const;
