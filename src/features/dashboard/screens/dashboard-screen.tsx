// The dashboard (/): the greeting by local hour, the prompt, and the three application tiles. Choosing
// a tile stores it and reloads; the active one is highlighted, the others greyed (spec section 1).
import { useState } from "react";
import { activeApplication, APPLICATIONS, chooseApplication } from "../../../session/applications.ts";
import { greetingFor } from "../greeting.ts";
import { useSession } from "../../../session/session-context.tsx";
import { DASHBOARD_TEXT } from "../strings.ts";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = DASHBOARD_TEXT;

export function DashboardScreen() {
  const session = useSession();
  const active = activeApplication();
  // The hour the page opened at: a render reads no clock (React may render again at any time).
  const [openedAt] = useState(() => new Date());
  return (
    <main className="page dashboard">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.greeting(greetingFor(openedAt), session?.user.firstName ?? "")}</h1>
      <p className="lead">{T.prompt}</p>
      <ul className="tiles">
        {APPLICATIONS.map((app) => (
          <li key={app.value}>
            <button
              type="button"
              className={app.value === active ? "tile active" : "tile"}
              aria-pressed={app.value === active}
              onClick={() => chooseApplication(app.value)}
            >
              <strong>{app.name}</strong>
              <span>{app.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
