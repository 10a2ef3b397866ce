// Whole-page effects the spec asks for (reload after sign-in, store switch, app choice, a 401).
// Kept behind one object so screen tests can observe a reload instead of performing one.
export const page = {
  reload(): void {
    window.location.reload();
  },
};
