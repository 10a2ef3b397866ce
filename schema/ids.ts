import * as z from "zod/mini";

/** A provider's id for a row: a positive whole number. */
export const Id = z.int().check(z.positive());
