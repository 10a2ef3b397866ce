// A small app for test/package-build.test.ts: a CommonJS package's named import, a namespace import
// read member by member (types too), a whole module loaded on demand, and a module loaded lazily.
import { useId } from "react";
import { useRoute } from "wouter";
import * as z from "zod/mini";

export const person = z.object({ name: z.string() });
export type Person = z.infer<typeof person>;
export const hookTypes = [typeof useId, typeof useRoute];
export const loadDecoder = () => import("jwt-decode");
export const loadLazy = () => import("./package-build-fixture-lazy.ts");
