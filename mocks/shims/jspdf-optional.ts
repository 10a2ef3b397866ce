// jsPDF imports html2canvas, canvg and dompurify lazily, only for `.html()` and SVG images. The purchase
// order PDF writes text and lines only (mocks/pdf/), so build.mjs points the three at this module: the
// build neither parses (about 1 MB, a fifth of its time, D73) nor ships them. Should a later PDF use those
// paths, it fails here by name instead of with a missing chunk.
const notBundled = () => {
  throw new Error("jsPDF's html() and SVG paths are not bundled: see mocks/shims/jspdf-optional.ts");
};
export default notBundled;
