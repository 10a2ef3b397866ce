// Module types for non-code imports, loaded as text (.graphql) or emitted as files (.css) by build.mjs.
declare module "*.graphql" {
  const sdl: string;
  export default sdl;
}
declare module "*.css";
