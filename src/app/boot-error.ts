// The page shown when the app cannot start (a missing or broken config, the demo's worker failing):
// plain DOM, no React, so it works even when the bundle's own start-up is what failed.
// Its two texts live here, not in ui/strings.ts: that module would otherwise ride in the initial load
// (about 6 kB gzip) for a page almost nobody sees.
const TEXT = {
  title: "Stock Sense could not start",
  hint: "Reload the page. If this keeps happening, tell whoever hosts this site; the details below help them.",
};

export function showBootError(error: unknown): void {
  const root = document.getElementById("root") ?? document.body;
  const main = document.createElement("main");
  main.className = "boot-error";
  main.setAttribute("role", "alert");
  const title = document.createElement("h1");
  title.textContent = TEXT.title;
  const hint = document.createElement("p");
  hint.textContent = TEXT.hint;
  const details = document.createElement("pre");
  details.textContent = error instanceof Error ? error.message : String(error);
  main.append(title, hint, details);
  root.replaceChildren(main);
  console.error(error);
}
