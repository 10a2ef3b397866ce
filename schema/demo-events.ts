// What the demo's in-page provider tells the page it runs in, by a DOM event on `window` (the app never
// imports mocks/, and mocks/ never imports src/, so the name lives here where both may read it).

/** Another tab's write has reached this tab's store: the open screen may read again. */
export const STORE_CHANGED_EVENT = "stock-sense:store-changed";
