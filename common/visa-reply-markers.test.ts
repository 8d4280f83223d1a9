import { describe, expect, it } from 'vitest';
import {
  isVisaContent,
  mentionsVisaRequirements,
  VISA_REPLY_MARKER_KEYS,
  VISA_REPLY_MARKERS,
  visaReplyTitle,
} from './visa-reply-markers';

describe('visa reply markers', () => {
  it('has ten distinct headings in every language', () => {
    for (const markers of Object.values(VISA_REPLY_MARKERS)) {
      const texts = VISA_REPLY_MARKER_KEYS.map((key) => markers[key]);
      expect(new Set(texts).size).toBe(10);
    }
  });

  it('counts a reply as visa content from 3 headings of one language', () => {
    const en = VISA_REPLY_MARKERS.en;
    expect(isVisaContent(`${en.entryRequirement}\n${en.allowedStay}`)).toBe(false);
    expect(isVisaContent(`${en.entryRequirement}\n${en.allowedStay}\n${en.officialLinks}`)).toBe(
      true,
    );
    const zh = VISA_REPLY_MARKERS.zh;
    expect(isVisaContent(`${zh.visaOptions} ${zh.requiredDocuments} ${zh.lastVerified}`)).toBe(
      true,
    );
    expect(isVisaContent('Flights to Japan: book two months ahead.')).toBe(false);
  });

  it("finds 'Visa Requirements for' and its translations", () => {
    expect(mentionsVisaRequirements(visaReplyTitle('en', 'Japan'))).toBe(true);
    expect(visaReplyTitle('en', 'Japan')).toBe('Visa Requirements for Japan');
    expect(mentionsVisaRequirements(visaReplyTitle('es', 'Japón'))).toBe(true);
    expect(visaReplyTitle('zh', '日本')).toBe('签证要求：日本');
    expect(mentionsVisaRequirements('Requirements for Japan')).toBe(false);
  });
});
