// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

export const DASHBOARD_TEXT = {
  /** The tab's title. */
  title: "Dashboard",
  greeting: (greeting: string, firstName: string) => `${greeting}, ${firstName}!`,
  /** Spec section 1: by the local hour, morning before 12:00, afternoon before 18:00 (features/dashboard/greeting.ts). */
  morning: "Good morning",
  afternoon: "Good afternoon",
  evening: "Good evening",
  prompt: "Where do you want to start?",
} as const;
