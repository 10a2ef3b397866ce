// The dashboard greeting (spec section 1): morning before 12:00, afternoon before 18:00, by local hour.

/** "Good morning", "Good afternoon" or "Good evening" for the local hour of `date`. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}
