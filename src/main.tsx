// Boot: read the runtime config, in the demo start the fake provider (the only import of mocks/, lazy,
// so production never downloads it), then load and render the app (app/root.tsx). Calls wait until the
// provider has started (api/provider-ready.ts). The provider's module is asked for before React's:
// its start, which mostly waits on IndexedDB, then runs while
// React's code evaluates, instead of after it. Any failure shows the boot error page.
import { holdCallsUntil } from "./api/provider-ready.ts";
import { showBootError } from "./app/boot-error.ts";
import { parseConfig, readConfig, setConfig, type AppConfig } from "./config/config.ts";
import { registerServiceWorker } from "./app/service-worker.ts";
import "./app/app.css";

const startMock = async ({ basePath }: AppConfig) =>
  (await import("../mocks/browser.ts")).startDemoProvider(basePath);

async function boot(): Promise<void> {
  const config = parseConfig(readConfig(document));
  setConfig(config);
  const mock = config.mock ? startMock(config) : undefined;
  // Production keeps its shell for a load with no signal; the demo keeps no worker (D125).
  if (!config.mock) registerServiceWorker(config.basePath);
  if (mock) holdCallsUntil(mock);
  const root = (await import("./app/root.tsx")).renderApp(config.mock);
  // The boot error page replaces the app; React lets go of the page first.
  await mock?.catch((error: unknown) => {
    root.unmount();
    throw error;
  });
}

boot().catch(showBootError);
