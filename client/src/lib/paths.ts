import { LANDING_PATH } from '@common/constants';

/** Every client route (flows §2), so links and the router never spell a path twice. */
export const paths = {
  home: '/',
  landing: LANDING_PATH,
  blog: '/blog',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  profile: '/profile',
  testVisaLogic: '/test-visa-logic',
  /** The public check of a reservation document (issue 8); build links with `verifyPath`. */
  verify: '/verify/:reference',
} as const;

/** The verification page of one reservation, as printed on its document and QR code. */
export function verifyPath(reference: string): string {
  return `/verify/${encodeURIComponent(reference)}`;
}
