// A small app for test/package-build.test.ts: a CommonJS package's named import, a namespace import
// read member by member (types too), and a whole module loaded on demand.
import { useId } from "react";
import * as z from "zod/mini";

export const person = z.object({ name: z.string() });
export type Person = z.infer<typeof person>;
export const hookType = typeof useId;
export const loadDecoder = () => import("jwt-decode");
