// Run by build.mjs at build time: faker never ships to the browser for the default seed (docs/ARCHITECTURE.md, Budgets).
import { generateSeed } from "./index.ts";

export default () => generateSeed();
