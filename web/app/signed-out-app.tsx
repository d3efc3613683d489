import { Redirect, Route, Switch } from 'wouter';
import LandingPage from '#web/features/landing/landing-page';

/** Visitors see the landing page at / and /home; any other path redirects to / (docs/landing.md). */
export default function SignedOutApp() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/home" component={LandingPage} />
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
