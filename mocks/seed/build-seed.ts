// Run by build.mjs at build time: faker never ships to the browser for the default seed (DESIGN.md section 4).
import { generateSeed } from "./index.ts";

export default () => generateSeed();
