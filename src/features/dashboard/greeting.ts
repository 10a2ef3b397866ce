// The dashboard greeting (spec section 1): morning before 12:00, afternoon before 18:00, by local hour.
import { DASHBOARD_TEXT } from "./strings.ts";

/** "Good morning", "Good afternoon" or "Good evening" for the local hour of `date`. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  const T = DASHBOARD_TEXT;
  if (hour < 12) return T.morning;
  if (hour < 18) return T.afternoon;
  return T.evening;
}
