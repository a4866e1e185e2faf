import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useViewer, type Viewer } from '../auth/ViewerProvider';
import { AccessDenied } from './AccessDenied';
import { loginPathFor, safeRedirect } from './paths';
import { rememberRole } from './routeQueries';

/** §6 route kinds. Each wraps a route's element; the viewer comes from ViewerProvider. */

/** Anyone, signed in or not. */
export function Unprotected({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Login, sign-up, password reset: signed-in users go to `?redirect=` (same-site) or `/`. */
export function LoginOnly({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  // Signed out: the next page load does not preload a signed-in screen's data (routeQueries.ts).
  useEffect(() => { if (!viewer) rememberRole(null); }, [viewer]);
  if (viewer) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <>{children}</>;
}

/** Signed-in users only; others go to /login, keeping where they were going. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const location = useLocation();
  if (!viewer) return <Navigate to={loginPathFor(location)} replace />;
  return <>{children}</>;
}

/**
 * §6 admin gate. With `admin`: super admins only. Without it: org admins and super admins.
 * The two rules are the spec's: denied when (admin route and not super admin) or (neither org
 * admin nor super admin).
 */
export function isAllowedByAdminGate(viewer: Pick<Viewer, 'isSuperAdmin' | 'isOrgAdmin'>, admin: boolean): boolean {
  if (admin && !viewer.isSuperAdmin) return false;
  return viewer.isOrgAdmin || viewer.isSuperAdmin;
}

export function AdminGate({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { viewer } = useViewer();
  const location = useLocation();
  if (!viewer) return <Navigate to={loginPathFor(location)} replace />;
  if (!isAllowedByAdminGate(viewer, admin)) return <AccessDenied />;
  return <>{children}</>;
}
