import { describe, expect, it } from 'vitest';
import { answerVisaQuestion } from './answer-visa-question';

// The headline is the requirement every holder of the passport meets; a route that depends on
// another document is listed as a condition, and becomes the answer only for its holders.

describe('a conditional route is a condition, not the headline', () => {
  it('India → UAE: an e-visa, with the visa on arrival for US, UK or EU document holders', () => {
    const answer = answerVisaQuestion({ nationality: 'IN', destination: 'AE', lang: 'en' });
    expect(answer.requirement.category).toBe('e_visa');
    const onArrival = answer.conditions?.find((c) => c.category === 'visa_on_arrival');
    expect(onArrival).toMatchObject({ days: 14 });
    expect(onArrival?.documents).toEqual(
      expect.arrayContaining(['us_visa', 'us_residence', 'uk_residence', 'schengen_residence']),
    );

    const holder = answerVisaQuestion({
      nationality: 'IN',
      destination: 'AE',
      lang: 'en',
      holds: 'us_visa',
    });
    expect(holder.requirement).toMatchObject({ category: 'visa_on_arrival', days: 14 });
    expect(holder.defaultRequirement?.category).toBe('e_visa');
  });
});
