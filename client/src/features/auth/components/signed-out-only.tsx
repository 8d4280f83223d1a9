import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { hasStoredSession } from '@/lib/auth';
import { paths } from '@/lib/paths';

/**
 * The login and register pages are for signed-out visitors: a stored token and user go
 * straight to the dashboard. Read once, when the page opens, so the page's own sign-in does not
 * replace its full page redirect (or its notice) with this one.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(hasStoredSession);
  if (signedIn) return <Redirect to={paths.dashboard} replace />;
  return children;
}
