// Loaded lazily by test/package-build-fixture.ts: a package only this load takes (swr, a file of its
// own), and one the first load's packages hold already (regexparam, which wouter imports: it joins the
// first load's file).
import { parse } from "regexparam";
import useSWR from "swr";

export const keys = parse("/orders/:id").keys;
export const swrType = typeof useSWR;
