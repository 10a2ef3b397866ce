// The download helper: one click on a temporary <a download> holding an object URL for the blob; the
// link is removed at once and the URL revoked right after.
import { resolveObjectURL } from "node:buffer";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { saveFile } from "./save-file.ts";

test("saveFile clicks a download link for the blob, then removes it and revokes its URL", async () => {
  const clicks: { fileName: string; href: string; bytes: string }[] = [];
  const pending: Promise<void>[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    event.preventDefault();
    const blob = resolveObjectURL(link.href)!;
    pending.push(
      blob.text().then((bytes) => void clicks.push({ fileName: link.download, href: link.href, bytes })),
    );
  };
  document.addEventListener("click", onClick);
  try {
    saveFile(new Blob(["%PDF-1.7 test"], { type: "application/pdf" }), "PurchaseOrder-7.pdf");
  } finally {
    document.removeEventListener("click", onClick);
  }
  await Promise.all(pending);
  assert.equal(
    clicks.map(({ fileName, bytes }) => [fileName, bytes]),
    [["PurchaseOrder-7.pdf", "%PDF-1.7 test"]],
  );
  assert.is(document.querySelector("a[download]"), null, "the link is gone");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.is(resolveObjectURL(clicks[0]!.href), undefined, "the object URL is revoked");
});

test.run();
