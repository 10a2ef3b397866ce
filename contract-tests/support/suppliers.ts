// Supplier mutations as the app sends them (spec section 7), and the create form's values.
export const ADD_SUPPLIER = `mutation ContractAddSupplier($name: String!, $primaryAddress: AddressInput!, $contactNumber: PhoneNumberInput!, $faxNumber: PhoneNumberInput, $email: String) {
  addSupplier(name: $name, primaryAddress: $primaryAddress, contactNumber: $contactNumber, faxNumber: $faxNumber, email: $email) {
    supplier { id }
  }
}`;

export const UPDATE_SUPPLIER = `mutation ContractUpdateSupplier($id: ID!, $name: String!, $primaryAddress: AddressInput!, $contactNumber: PhoneNumberInput!, $faxNumber: PhoneNumberInput, $email: String) {
  updateSupplier(id: $id, name: $name, primaryAddress: $primaryAddress, contactNumber: $contactNumber, faxNumber: $faxNumber, email: $email) {
    supplier { id }
  }
}`;

/** What the create form sends: no email (spec section 2). */
export const createForm = () => ({
  name: "Northwind Traders",
  primaryAddress: {
    address1: "12 Quay St",
    address2: "Dock 3",
    city: "Rockland",
    state: "ME",
    zipCode: "04841",
  },
  contactNumber: { number: "2075550142", extension: "7" },
  faxNumber: { number: "2075550143", extension: "" },
});
