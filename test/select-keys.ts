// A key on a closed native select as Chromium handles it (happy-dom does not): the next option is
// chosen and `change` fires during the key press. See src/ui/use-keyed-select.ts.
import { fireEvent } from "@testing-library/react";

export function arrowDown(select: HTMLSelectElement): void {
  fireEvent.keyDown(select, { key: "ArrowDown" });
  fireEvent.change(select, { target: { value: select.options[select.selectedIndex + 1]!.value } });
  fireEvent.keyUp(select, { key: "ArrowDown" });
}
