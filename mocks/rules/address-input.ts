// An address as a client sends it: the schema's AddressInput (schema/schema.graphql), the same for a
// supplier's primary address and an order's ship-to.
export interface AddressInput {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zipCode: string;
  firstName?: string | null;
  lastName?: string | null;
}
