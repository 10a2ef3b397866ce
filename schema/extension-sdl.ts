// Each extension's SDL (schema/extensions/*.graphql), for the fake provider and the tools that build
// the whole schema; never imported by the app (its first load carries only schema/extensions.ts).
import type { ExtensionName } from "./extensions.ts";
import approval from "./extensions/approval.graphql";
import arrival from "./extensions/arrival.graphql";
import history from "./extensions/history.graphql";
import reorder from "./extensions/reorder.graphql";
import notes from "./extensions/notes.graphql";

export const EXTENSION_SDL: Record<ExtensionName, string> = { history, notes, arrival, reorder, approval };

/** schema.graphql's text with the SDL of each extension named. */
export const withExtensions = (base: string, names: readonly ExtensionName[]): string =>
  [base, ...names.map((name) => EXTENSION_SDL[name])].join("\n");
