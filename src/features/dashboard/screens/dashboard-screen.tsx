// The dashboard (/): the greeting by local hour and the prompt (spec section 1).
import { useSession } from "../../../session/session-context.tsx";
import { signOut } from "../../../session/sign-out.ts";
import { greetingFor } from "../../../lib/greeting.ts";

export function DashboardScreen() {
  const session = useSession();
  return (
    <main className="dashboard">
      <h1>
        {greetingFor(new Date())}, {session?.user.firstName}!
      </h1>
      <p>Where do you want to start?</p>
      <button type="button" className="button" onClick={signOut}>
        Sign Out
      </button>
    </main>
  );
}
