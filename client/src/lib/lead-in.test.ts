import { describe, expect, it } from 'vitest';
import { leadIn } from '@/lib/lead-in';

describe('leadIn', () => {
  it('puts a space after a label in English and Spanish', () => {
    expect(leadIn('Reference:')).toBe('Reference: ');
    expect(leadIn('¿No tiene una cuenta?')).toBe('¿No tiene una cuenta? ');
  });

  it('puts no space after full-width punctuation', () => {
    expect(leadIn('订单编号：')).toBe('订单编号：');
    expect(leadIn('还没有账户？')).toBe('还没有账户？');
  });
});
