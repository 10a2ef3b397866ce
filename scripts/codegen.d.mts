// Types for codegen.mjs, so its TypeScript callers (test/generated-types.test.ts) stay checked.
import type { DocumentNode } from "graphql";

export const OUTPUT_DIR: string;
export function assertNamed(documents: { document?: DocumentNode; location?: string }[]): void;
export function generateTypes(): Promise<{ filename: string; content: string }[]>;
export function staleFiles(read?: (filename: string) => Promise<string | null>): Promise<string[]>;
