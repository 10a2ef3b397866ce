// Whole-page effects the spec asks for (reload after sign-in, store switch, app choice, a 401; the
// alert when an order cannot be created). Kept behind one object so screen tests can observe them.
export const page = {
  reload(): void {
    window.location.reload();
  },
  alert(text: string): void {
    window.alert(text);
  },
};
