// Boot: read the runtime config, start the fake provider when the config asks for it (the only import
// of mocks/, lazy, so production never downloads it), then render. Any failure shows the boot error page.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { showBootError } from "./app/boot-error.ts";
import { parseConfig, setConfig } from "./config/config.ts";
import { readSession } from "./session/storage.ts";
import "./app/app.css";

async function boot(): Promise<void> {
  const config = parseConfig(window.APP_CONFIG);
  setConfig(config);
  if (config.mock)
    await (await import("../mocks/browser.ts")).startMockWorker(config.basePath, config.apiBase);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App session={readSession()} />
    </StrictMode>,
  );
}

boot().catch(showBootError);
