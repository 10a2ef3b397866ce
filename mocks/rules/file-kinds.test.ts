// An order attachment's kind by its content (D240): whole PNG, JPEG and PDF files pass, and files named
// as one but holding something else, or cut short, are refused saying which.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { IMPOSTORS, JPEG, PNG, pdf } from "../../contract-tests/support/files.ts";
import { attachmentType } from "./file-kinds.ts";

const kind = (bytes: Buffer) => attachmentType(new Uint8Array(bytes));

test("whole PNG, JPEG and PDF files are those types", async () => {
  assert.equal(await kind(PNG), { type: "image/png" });
  assert.equal(await kind(JPEG), { type: "image/jpeg" });
  assert.equal(await kind(pdf()), { type: "application/pdf" });
});

test("a file that only looks like one is refused, and its name or type plays no part", async () => {
  for (const impostor of IMPOSTORS) {
    const answer = await kind(impostor.bytes);
    assert.ok("problem" in answer, impostor.what);
  }
  assert.equal(await kind(Buffer.from("Just text")), {
    problem: "is not a PDF, PNG or JPEG (judged by its content, not its name)",
    unknown: true,
  });
});

test("a PDF whose startxref points past its end, and a JPEG with its scan before its frame, are refused", async () => {
  const bad = Buffer.from(
    pdf()
      .toString("latin1")
      .replace(/startxref\n\d+/, "startxref\n999999"),
    "latin1",
  );
  assert.match(JSON.stringify(await kind(bad)), "past its end");
  const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x00, 0xff, 0xd9]);
  assert.match(JSON.stringify(await kind(noFrame)), "before its frame");
});

test.run();
