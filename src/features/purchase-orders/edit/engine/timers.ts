// A queue's timers by name (a group's delay, the retry) on the clock its environment gives it: setting
// one replaces the last of that name, so each name has at most one timer waiting.
import type { EditTimers } from "./environment.ts";

export class NamedTimers<Name> {
  readonly #handles = new Map<Name, unknown>();

  constructor(private readonly timers: EditTimers) {}

  /** Runs `run` once `delay` has passed, unless set again or cleared first. */
  set(name: Name, delay: number, run: () => void): void {
    this.clear(name);
    const handle = this.timers.setTimeout(() => {
      this.#handles.delete(name);
      run();
    }, delay);
    this.#handles.set(name, handle);
  }

  has(name: Name): boolean {
    return this.#handles.has(name);
  }

  clear(name: Name): void {
    if (this.#handles.has(name)) this.timers.clearTimeout(this.#handles.get(name));
    this.#handles.delete(name);
  }

  clearAll(): void {
    for (const name of [...this.#handles.keys()]) this.clear(name);
  }
}
