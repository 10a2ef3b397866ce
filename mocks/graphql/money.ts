// Cents inside, dollars on the wire.
import { centsToDollars } from "../../schema/money.ts";

/** A resolver for a dollars field kept as `${name}Cents` on the row. */
export const dollars =
  <K extends string>(key: K) =>
  (row: Record<K, number>) =>
    centsToDollars(row[key]);
