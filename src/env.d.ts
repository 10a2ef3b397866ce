// Module types for non-code imports, loaded as text (.graphql), as bytes (.ttf) or emitted as files (.css)
// by build.mjs.
declare module "*.graphql" {
  const sdl: string;
  export default sdl;
}
declare module "*.ttf" {
  const bytes: Uint8Array;
  export default bytes;
}
declare module "*.css";
