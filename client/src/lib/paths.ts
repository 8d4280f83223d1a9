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
} as const;
