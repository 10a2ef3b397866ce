// The app's URLs, relative to the router's base. Links and redirects are built from here only.
export const PATHS = {
  dashboard: "/",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  joinStore: (inviteToken: string) => `/joinStore/${encodeURIComponent(inviteToken)}`,
} as const;
