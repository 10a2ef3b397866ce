// The demo accounts: the seed creates them and the sign-in screen lists them in demo mode, so both
// read this one table. All share one password.

export const DEMO_PASSWORD = "Demo1234!";

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** The role held in each seeded store, by store position; null or missing: not a member. */
  roles: readonly (string | null)[];
  /** What signing in with it shows, as the README and the sign-in screen say. */
  shows: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "owner@example.com",
    firstName: "Olivia",
    lastName: "Bennett",
    roles: ["Store Owner", "Store Owner", "Store Owner"],
    shows: "Store Owner in all three stores: store switcher, store settings",
  },
  {
    email: "buyer@example.com",
    firstName: "Ben",
    lastName: "Carter",
    roles: ["Buyer"],
    shows: "Buyer: creates and orders purchase orders",
  },
  {
    email: "receiver@example.com",
    firstName: "Rosa",
    lastName: "Diaz",
    roles: ["Receiver"],
    shows: "Receiver: receives and closes purchase orders",
  },
  {
    email: "viewer@example.com",
    firstName: "Victor",
    lastName: "Hale",
    roles: ["Viewer"],
    shows: "Viewer: no purchase orders",
  },
  {
    email: "newcomer@example.com",
    firstName: "Nina",
    lastName: "Park",
    roles: [],
    shows: "No store yet: the 'No Active Stores' screen",
  },
];
