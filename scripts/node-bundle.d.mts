// Types for scripts/node-bundle.mjs, so the TypeScript tests that start the provider stay checked.

/** Bundles `entry` (relative to the project) into one Node ES module at `outfile`; resolves with it. */
export function nodeBundle(entry: string, outfile: string): Promise<string>;
/** Bundles mocks/server.ts for Node into `outfile` (an absolute path) and resolves with it. */
export function buildProviderServer(outfile: string): Promise<string>;
