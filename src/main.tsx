// Boot: read the runtime config, render, and in the demo start the fake provider meanwhile (the only
// import of mocks/, lazy, so production never downloads it). Calls wait until it has started
// (api/provider-ready.ts): the screens load while the mock does (issue 15). Any failure shows the
// boot error page.
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { holdCallsUntil } from "./api/provider-ready.ts";
import { App, preloadParts } from "./app/app.tsx";
import { showBootError } from "./app/boot-error.ts";
import { parseConfig, setConfig, type AppConfig } from "./config/config.ts";
import { readSession } from "./session/storage.ts";
import "./app/app.css";

const startMock = async ({ basePath, apiBase }: AppConfig) =>
  (await import("../mocks/browser.ts")).startMockWorker(basePath, apiBase);

function render(mock: boolean): Root {
  const session = readSession();
  preloadParts(session, mock);
  const root = createRoot(document.getElementById("root")!);
  root.render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
  return root;
}

async function boot(): Promise<void> {
  const config = parseConfig(window.APP_CONFIG);
  setConfig(config);
  const mock = config.mock ? startMock(config) : undefined;
  if (mock) holdCallsUntil(mock);
  const root = render(config.mock);
  // The boot error page replaces the app; React lets go of the page first.
  await mock?.catch((error: unknown) => {
    root.unmount();
    throw error;
  });
}

boot().catch(showBootError);
