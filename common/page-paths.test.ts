import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('isPagePath', () => {
  it.each(['/', '/blog', '/blog/', '/Login', '/register', '/algotrip', '/verify/AT-123%20X'])(
    'knows %s',
    (path) => expect(isPagePath(path)).toBe(true),
  );

  it.each(['/no-such-page', '/blogs', '/blog/x', '/verify', '/verify/', '/verify/a/b', '//x'])(
    'does not know %s',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});
