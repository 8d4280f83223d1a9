import { parse } from 'regexparam';
import { LANDING_PATH } from './constants';

/**
 * Every page of the client, so the client's links and router and the server's choice between
 * 200 and 404 for a page never spell a path twice. `:name` stands for one path segment.
 */
export const PAGE_PATHS = {
  home: '/',
  landing: LANDING_PATH,
  blog: '/blog',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  profile: '/profile',
  testVisaLogic: '/test-visa-logic',
  /** The public check of a reservation document; build links with `verifyPath`. */
  verify: '/verify/:reference',
} as const;

// regexparam is the parser wouter matches routes with, so a path counts as a page exactly when
// the client router shows a page for it (a trailing slash, any letter case).
// Compiled on first use: the client imports the paths, never this check, and leaves it out.
let pagePatterns: RegExp[] | undefined;

/** True when `pathname` (without the query) is a page of the client, not its 404 page. */
export function isPagePath(pathname: string): boolean {
  pagePatterns ??= Object.values(PAGE_PATHS).map((path) => parse(path).pattern);
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
