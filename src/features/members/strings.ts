// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

/** Settings: Users (/settings/store/users): members and invites, extensions; a refusal is one line and keeps what was typed. */
export const MEMBERS_TEXT = {
  title: "Users",
  members: "Members",
  loading: "Loading Users.",
  loadFailed: (reason: string) => `The users could not be loaded: ${reason}`,
  /** The provider has no members and invites calls (D29 extensions). */
  notOffered: "This store's provider does not list its users or send invites here.",
  columns: { name: "Name", email: "Email", role: "Role", actions: "Actions" },
  you: "(you)",
  roleOf: (name: string) => `Role of ${name}`,
  roleSaved: (name: string, role: string) =>
    `${name} is now ${role}. The new role applies from their next sign-in.`,
  roleFailed: (reason: string) => `The role was not changed: ${reason}`,
  remove: "Remove",
  removeConfirm: (name: string) => `Remove ${name} from this store? They lose access to it at once.`,
  removeSelfConfirm: "Remove yourself from this store? You will lose access to it at once.",
  removed: (name: string) => `${name} was removed from the store.`,
  removeFailed: (reason: string) => `The member was not removed: ${reason}`,
  invite: {
    title: "Invite user",
    email: "Email",
    role: "Role",
    chooseRole: "Choose a role",
    needRole: "Choose the role the new user will have.",
    submit: "Send Invite",
    busy: "Sending Invite",
    sent: (email: string) => `Invite sent to ${email}. It is listed under Pending Invites.`,
    failed: (reason: string) => `The invite was not sent: ${reason}`,
  },
  pending: {
    title: "Pending Invites",
    loading: "Loading Pending Invites.",
    loadFailed: (reason: string) => `The pending invites could not be loaded: ${reason}`,
    columns: { email: "Email", role: "Role", expires: "Expires", actions: "Actions" },
    expired: "(expired)",
    copy: "Copy link",
    copied: (email: string) => `The invite link for ${email} was copied.`,
    copyFallback: (email: string) => `The clipboard is not available. Copy the invite link for ${email}:`,
    revoke: "Revoke",
    revokeConfirm: (email: string) => `Revoke the invite for ${email}? Its link will stop working.`,
    revoked: (email: string) => `The invite for ${email} was revoked.`,
    revokeFailed: (reason: string) => `The invite was not revoked: ${reason}`,
  },
} as const;
