import { describe, expect, it } from 'vitest';
import { composeBlogEntry, type StoredInquiry } from './compose-blog-entry';

const inquiry: StoredInquiry = {
  id: '00000000-0000-4000-8000-000000000001',
  nationality: 'IN',
  destination: 'JP',
  category: 'visa_required',
  days: null,
  createdAt: new Date('2026-11-20T08:30:00.000Z'),
};

describe('composeBlogEntry', () => {
  it('writes the entry in English from the codes alone', () => {
    expect(composeBlogEntry(inquiry, 'en')).toEqual({
      id: inquiry.id,
      title: 'Japan visa requirements for Indian citizens',
      timestamp: '2026-11-20T08:30:00.000Z',
      destination: 'Japan',
      nationality: 'India',
      content: 'Citizens of India need a visa for Japan, applied for before travelling.',
      tags: ['japan', 'india', 'visa-required'],
    });
  });

  it('writes Spanish and Chinese titles and content, with the same tags', () => {
    const es = composeBlogEntry(inquiry, 'es');
    expect(es.title).toBe('Requisitos de visado de Japón para ciudadanos de India');
    expect(es.destination).toBe('Japón');
    expect(es.content).toMatch(/^Los ciudadanos de India necesitan un visado para Japón/);
    const zh = composeBlogEntry(inquiry, 'zh');
    expect(zh.title).toBe('印度公民前往日本的签证要求');
    expect(zh.content).toBe('印度公民前往日本需在出行前申请签证。');
    expect(es.tags).toEqual(['japan', 'india', 'visa-required']);
    expect(zh.tags).toEqual(es.tags);
  });

  it('states the allowed stay where the requirement has one', () => {
    const entry = composeBlogEntry(
      { ...inquiry, nationality: 'US', destination: 'GB', category: 'eta', days: null },
      'en',
    );
    expect(entry.title).toBe('United Kingdom visa requirements for American citizens');
    expect(entry.tags).toEqual(['united-kingdom', 'united-states', 'eta']);
    const visaFree = composeBlogEntry(
      { ...inquiry, nationality: 'JP', destination: 'TH', category: 'visa_free', days: 60 },
      'en',
    );
    expect(visaFree.content).toBe(
      'Citizens of Japan do not need a visa to visit Thailand for stays of up to 60 days.',
    );
  });
});
