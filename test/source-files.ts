// The project's own TypeScript files, for tests that check the code base as a whole.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Paths relative to the project root, with forward slashes, under `folder`. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => `${folder}/${file.split(path.sep).join("/")}`);
}

export const readSource = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
