// Boot: read the runtime config, render, and in the demo start the fake provider meanwhile (the only
// import of mocks/, lazy, and only in a demo build: a production build leaves it out, D91). Calls
// wait until it has started (api/provider-ready.ts): the screens load while the mock does (issue 15).
// Any failure shows the boot error page.
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { holdCallsUntil } from "./api/provider-ready.ts";
import { App, preloadParts } from "./app/app.tsx";
import { showBootError } from "./app/boot-error.ts";
import { parseConfig, setConfig, type AppConfig } from "./config/config.ts";
import { readSession } from "./session/storage.ts";
import "./app/app.css";

/** Set by build.mjs: whether this build carries the fake provider. Only a demo build does (D91). */
declare const __DEMO_PROVIDER__: boolean;

const startMock = __DEMO_PROVIDER__
  ? async ({ basePath, apiBase }: AppConfig) =>
      (await import("../mocks/browser.ts")).startMockWorker(basePath, apiBase)
  : async () => {
      throw new Error(
        "config.js asks for the demo (mock: true), but this build has no demo: build it with --demo.",
      );
    };

function render(mock: boolean): Root {
  const session = readSession();
  preloadParts(session !== null, mock);
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
