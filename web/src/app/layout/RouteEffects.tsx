// What happens on every navigation: the route's default title, the image alert reset, and the #logged-out hash
// (the return from sign-out) replaced by the same path without it.
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { startAuthIfSession } from '../../auth/auth-loader.ts';
import { handleLoggedOutReturn } from '../../auth/auth-state.ts';
import { clearUserData } from '../apollo/data-layer.ts';
import { routeTitle, setRouteTitle } from '../../components/page-title.ts';
import { resetImageError } from '../../lib/image-errors.ts';

export const LOGGED_OUT_HASH = '#logged-out';

export function RouteEffects() {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const title = routeTitle(matches);

  useEffect(() => setRouteTitle(title), [title]);
  useEffect(() => {
    performance.mark('sw5e:first-route');
    // Sign-in (MSAL, a separate chunk, only for a possible session) starts once the first route is on screen: it
    // handles a redirect response, but evaluating it earlier would compete with the first render. A query needing a
    // token (the Apollo auth link) or the Login button load it sooner when they need it.
    const timer = setTimeout(startAuthIfSession, 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => resetImageError(), [location.pathname]);
  useEffect(() => {
    if (location.hash !== LOGGED_OUT_HASH) return;
    handleLoggedOutReturn();
    // The sign-out redirect reloads the app: the saved cache may still hold the previous user's data.
    void clearUserData();
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return null;
}
