// Signed out (spec section 2): /reset-password, /register and /joinStore/{inviteToken} are available,
// and /reset-password/{token} where a reset mail's link sets a new password; every other path
// shows the sign-in screen.
import { Route, Switch } from "wouter";
import { RegisterScreen } from "../features/auth/screens/register-screen.tsx";
import { ResetPasswordScreen } from "../features/auth/screens/reset-password-screen.tsx";
import { SetPasswordScreen } from "../features/auth/screens/set-password-screen.tsx";
import { SignInScreen } from "../features/auth/screens/sign-in-screen.tsx";
import { InviteLandingScreen } from "../features/invites/screens/invite-landing-screen.tsx";
import { PATHS, ROUTES } from "../config/routes.ts";
import { MainContent } from "./layout/skip-link.tsx";

export function SignedOutRoutes() {
  return (
    <MainContent>
      <Switch>
        <Route path={PATHS.register} component={RegisterScreen} />
        <Route path={PATHS.resetPassword} component={ResetPasswordScreen} />
        <Route path={ROUTES.setPassword.pattern} component={SetPasswordScreen} />
        <Route path={ROUTES.joinStore.pattern} component={InviteLandingScreen} />
        {/* Last: any other path, /login, / and the register screen's /signin included. */}
        <Route component={SignInScreen} />
      </Switch>
    </MainContent>
  );
}
