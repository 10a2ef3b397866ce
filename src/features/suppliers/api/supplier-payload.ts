// What both supplier mutations send (spec section 7): the AddressInput and PhoneNumberInput shapes.
export interface SupplierPayload {
  name: string;
  primaryAddress: { address1: string; address2: string; city: string; state: string; zipCode: string };
  contactNumber: { number: string; extension: string };
  faxNumber: { number: string; extension: string };
  email: string;
}
