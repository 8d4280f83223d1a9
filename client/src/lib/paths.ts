import { PAGE_PATHS } from '@common/page-paths';

/** Every client route, so links and the router never spell a path twice. */
export const paths = PAGE_PATHS;

/** The verification page of one reservation, as printed on its document and QR code. */
export function verifyPath(reference: string): string {
  return `/verify/${encodeURIComponent(reference)}`;
}
