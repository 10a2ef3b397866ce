// The app's version, package.json's, written in by build.mjs at build time (esbuild's define), so a
// report says which build it came from. Code run from source (the tests) has none.
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "source";
