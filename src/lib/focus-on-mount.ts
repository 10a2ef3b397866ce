// React focuses an `autoFocus` element itself; preact/compat only sets the attribute, which a browser
// honours at most once per page and never while something else has focus. A stable callback ref runs
// once, as the element is mounted, on both.
/** Use as `ref={focusOnMount}` on an element the user has just asked for. */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
