// How many screenshot bytes the fake provider keeps (issue 26, D156). The hourly quota counted reports
// per account, so three self-registered accounts x 20 uploads of 10 MB added about 590 MB of memory that
// was never released. Now 30 MB per store and 60 MB in all: beyond either an upload is a 413 in the
// contract's error shape, stores nothing, and a report without a screenshot still goes through. These are
// the fake's own bounds (strict), not the spec's. The bound in all counts every store's screenshots, so
// the test needs to know them all: it takes the seed (our three stores, no screenshot), the one state
// that says so, and asks for the seed again when it ends, so the 60 MB it leaves never refuses a later
// file's upload.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { FEEDBACK_IMAGE } from "../schema/rest.ts";
import { call, signInAs } from "./support/client.ts";
import { providerState, type StateAnswer } from "./support/states.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";
import { PNG, pngChunk, upload } from "./support/upload.ts";

const [MAPLE, HARBOR, SUMMIT] = ["Maple Street Market", "Harbor Hardware", "Summit Outdoor Supply"];

/** The seed's owner (a member of every seeded store), working in `store`. */
async function ownerIn(state: StateAnswer, store: string) {
  const { email, password } = state.accounts.owner!;
  const { accessToken } = await signInAs(email, password);
  const storeId = Number(state.ids[store]);
  const res = await call("switchStore", { token: accessToken, body: { storeId } });
  assert.is(res.status, 200, `the seed's owner works in ${store}`);
  return res.body.data.accessToken as string;
}

/** A valid PNG of exactly 10 MB, the largest screenshot D18 accepts (its pixels are never decoded). */
const LARGEST = (() => {
  const fixed = PNG.subarray(0, 33); // the signature and the 1x1 PNG's IHDR
  const end = pngChunk("IEND", new Uint8Array());
  const data = Buffer.alloc(FEEDBACK_IMAGE.maxBytes - fixed.length - end.length - 12, 7);
  return new Blob([new Uint8Array(Buffer.concat([fixed, pngChunk("IDAT", data), end]))]);
})();

const tooMany = (bound: string) => ({ code: "PAYLOAD_TOO_LARGE" as const, message: bound });

/** Uploads `count` screenshots of 10 MB as the owner in `store`; answers the token and the last report's id. */
async function fill(state: StateAnswer, store: string, count: number) {
  const token = await ownerIn(state, store);
  let id = 0;
  for (let n = 1; n <= count; n++) {
    const res = await upload(token, LARGEST);
    assert.is(res.status, 200, `${store}: screenshot ${n} of 10 MB`);
    id = res.body.data.id;
  }
  return { token, id };
}

/** The id of the inbox's newest report. */
const newest = async (token: string) => (await call("demoFeedback", { token })).body.data[0].id as number;

describe("attack-screenshot-limits", () => {
  contract(
    "30 MB of screenshots per store, 60 MB in all: beyond either a 413 that stores nothing; text reports still go",
    { strict: "D156", extensions: ["demo"], state: "seed" },
    async ({ state }) => {
      try {
        assert.is(LARGEST.size, 10 * 2 ** 20);
        const { token: maple, id } = await fill(state, MAPLE, 3);
        assertRefused(
          await upload(maple, new Blob([PNG])),
          tooMany("30 MB this provider keeps per store"),
          "Maple",
        );
        assert.is(await newest(maple), id, "the refused upload stored nothing");
        const text = await call("feedback", { token: maple, body: { feedback: "The total looks off" } });
        assert.is(text.status, 200, "a report without a screenshot is accepted");
        const harbor = await fill(state, HARBOR, 3); // another store has room of its own, up to the bound in all
        const summit = await ownerIn(state, SUMMIT);
        assertRefused(
          await upload(summit, new Blob([PNG])),
          tooMany("60 MB this provider keeps in all"),
          "Summit",
        );
        assert.is(await newest(maple), harbor.id, "nothing stored after Harbor's last screenshot");
      } finally {
        await providerState("seed");
      }
    },
  );
});
