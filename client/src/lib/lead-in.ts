/** Full-width punctuation carries its own space: in Chinese nothing follows '：' or '？'. */
const ENDS_FULL_WIDTH = /[，。：；！？、）」』]$/u;

/**
 * A label that more text follows on the same line, with the space between them: 'Reference: '
 * in English, '订单编号：' in Chinese (no space after full-width punctuation).
 */
export function leadIn(label: string): string {
  return ENDS_FULL_WIDTH.test(label) ? label : `${label} `;
}
