// Settings: Storefront Connections (/settings/store/connections, spec section 2): two static
// integrations, the first 'Connected' and the second 'Not Connect' (sic).
import { SETTINGS_TEXT } from "../strings.ts";
import { SAMPLE_INTEGRATIONS } from "../components/sample-data.ts";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = SETTINGS_TEXT.connections;

export function ConnectionsScreen() {
  return (
    <main className="page settings-page">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <p className="lead">{T.intro}</p>
      <ul className="connection-list">
        {SAMPLE_INTEGRATIONS.map((integration) => (
          <li key={integration.name} className="connection">
            <div>
              <h2>{integration.name}</h2>
              <p>{integration.detail}</p>
            </div>
            <span className={`connection-state ${integration.connected ? "connected" : "not-connected"}`}>
              {integration.connected ? T.connected : T.notConnected}
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}
