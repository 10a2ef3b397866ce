// Spec section 9 (D19): only the first two roles of a store, by list position, are protected: the
// provider refuses to change them and the Store Roles screen offers no rename, delete or permission icons.
// A role's name follows one rule on both sides too (roleNameProblem).
import { confusableKey, nameProblem, normalizeName } from "./names.ts";

const PROTECTED_ROLE_COUNT = 2;

/** Whether the role at this position in the store's list is one of the protected first two. */
export const isProtectedPosition = (index: number): boolean => index >= 0 && index < PROTECTED_ROLE_COUNT;

/** A role name's length limit, counted after NFKC and trimming. */
const MAX_ROLE_NAME = 50;

/**
 * What is wrong with a role name as typed, as the sentence the provider refuses it with, or undefined:
 * empty, too long, an invisible character, or the same as another role of the store once
 * look-alikes are folded. `others` are the store's other roles (the one being renamed left out). The
 * provider refuses by it and the Store Roles screen asks it before sending.
 */
export function roleNameProblem(typed: string, others: readonly { name: string }[]): string | undefined {
  const name = normalizeName(typed);
  if (!name) return "A role needs a name.";
  if (name.length > MAX_ROLE_NAME) return `A role name is limited to ${MAX_ROLE_NAME} characters.`;
  const invisible = nameProblem(name);
  if (invisible) return `A role name ${invisible}.`;
  const key = confusableKey(name);
  const taken = others.find((role) => confusableKey(role.name) === key);
  if (taken?.name.toLowerCase() === name.toLowerCase()) return `A role named "${name}" already exists.`;
  if (taken) return `"${name}" looks the same as the role "${taken.name}": choose another name.`;
  return undefined;
}
