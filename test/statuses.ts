// Loading lines can be gone before findByText looks: this records every status line that appears.
import { act } from "@testing-library/react";

/** Every [role=status] text added to the page while `run` runs, however briefly it showed. */
export async function statusesShownDuring(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const status of [node, ...node.querySelectorAll("[role=status]")])
            if (status.getAttribute("role") === "status") seen.push(status.textContent ?? "");
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    await run();
    // Inside act: the data that arrives meanwhile is an update the test expects.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  } finally {
    observer.disconnect();
  }
  return seen;
}
