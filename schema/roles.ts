// D19 / spec section 9: only the first two roles of a store, by list position, are protected: the
// provider refuses to change them and the Store Roles screen offers no rename, delete or permission icons.
const PROTECTED_ROLE_COUNT = 2;

/** Whether the role at this position in the store's list is one of the protected first two. */
export const isProtectedPosition = (index: number): boolean => index >= 0 && index < PROTECTED_ROLE_COUNT;
