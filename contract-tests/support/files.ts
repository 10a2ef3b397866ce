// Small whole files of each kind an order attachment may be (D240), and ones that only look like them,
// made here byte by byte so the provider's checks are tried against files it did not make.
import { REST, restPath } from "../../schema/rest.ts";
import { bearer, send } from "./client.ts";
import { apiBase } from "./target.ts";
import { PNG, pngChunk } from "./upload.ts";

export { PNG };

/** A 1x1 grey baseline JPEG: SOI, JFIF, a quantisation table, the frame, a Huffman table, the scan, EOI. */
export const JPEG = Buffer.concat([
  Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  ),
  Buffer.from([0xff, 0xd9]),
]);

/** A one-page PDF whose cross-reference table and startxref point where they should. */
export function pdf(text = "Delivery note"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>`,
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Files named and typed as an attachment may be, whose content is none of them or not a whole one. */
export const IMPOSTORS: { name: string; type: string; bytes: Buffer; what: string }[] = [
  {
    name: "invoice.pdf",
    type: "application/pdf",
    bytes: Buffer.from("<html><script>alert(1)</script>"),
    what: "HTML named .pdf",
  },
  {
    name: "photo.jpg",
    type: "image/jpeg",
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    what: "SVG named .jpg",
  },
  {
    name: "photo.png",
    type: "image/png",
    bytes: Buffer.concat([PNG.subarray(0, 33), Buffer.from("<script>")]),
    what: "a PNG header and a script",
  },
  {
    name: "scan.png",
    type: "image/png",
    bytes: Buffer.concat([PNG, pngChunk("tEXt", Buffer.from("after the end"))]),
    what: "a PNG with a chunk after IEND",
  },
  {
    name: "photo.jpg",
    type: "image/jpeg",
    bytes: JPEG.subarray(0, JPEG.length - 40),
    what: "a JPEG cut short",
  },
  {
    name: "note.pdf",
    type: "application/pdf",
    bytes: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
    what: "a PDF with no trailer",
  },
];

/** POSTs one file to an order as the app does (multipart `file`, D240); status and body as sent. */
export function attachFile(token: string, id: string, bytes: Buffer, name = "file.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const url = new URL(restPath(REST.addPurchaseOrderAttachment.path, { id }), apiBase);
  return send(url, { method: "POST", headers: bearer(token), body: form });
}
