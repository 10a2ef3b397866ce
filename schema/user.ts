// The user as the provider describes it after sign-in and store switch (spec section 3), in a module of
// its own: the session keeps it in storage and checks it at boot, which must not pull the whole REST
// table into the first load.
import * as z from "zod/mini";
import { Id } from "./ids.ts";

const Address = z.object({
  id: z.union([z.number(), z.string()]),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sourceId: z.string(),
});

const StoreRef = z.object({ id: Id, name: z.string() });

/** The user stored locally after login and switch-store (spec section 3; `availiableStores` sic). */
export const User = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  activeStore: z.nullable(z.extend(StoreRef, { shippingAddress: Address })),
  availiableStores: z.array(StoreRef),
});
export type User = z.infer<typeof User>;
