// Routes whose screens arrive with later issues (purchase orders, suppliers, products, customers, settings)
// are registered with their permissions already, so gating and navigation are real; until a screen lands
// this page says so plainly instead of pretending.
import { TEXT } from "../ui/strings.ts";

export function PendingScreen() {
  return (
    <main className="page">
      <h1 className="empty-state">{TEXT.shell.pending}</h1>
    </main>
  );
}
