// The app on the page: the session read, the parts the first render wants started, the root rendered.
// Loaded by main.tsx once it has started what the app's calls wait for.
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { readSession } from "../session/storage.ts";
import { App, preloadParts } from "./app.tsx";

export function renderApp(mock: boolean): Root {
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
