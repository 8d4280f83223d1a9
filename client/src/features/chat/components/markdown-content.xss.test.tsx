// @vitest-environment jsdom
// Issue 10 point 7: the chat's markdown renderer keeps every payload of the XSS corpus inert —
// no element that runs or loads script, no event-handler attribute, no script URL survives.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '@common/testing/xss-corpus';
import { MarkdownContent } from './markdown-content';

afterEach(cleanup);

const ACTIVE_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'img',
  'svg',
  'math',
  'video',
  'audio',
  'details',
  'noscript',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster'];

/** What a browser would treat as a script-running URL (it ignores tabs, newlines and case). */
function isScriptUrl(value: string): boolean {
  const squeezed = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  return /^(javascript|vbscript|data):/.test(squeezed);
}

function activeParts(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (ACTIVE_ELEMENTS.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc' || name === 'style') found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name) && isScriptUrl(attribute.value)) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('MarkdownContent against an XSS corpus', () => {
  it('has at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('renders %j inert', (payload) => {
    const { container } = render(<MarkdownContent content={payload} />);
    expect(activeParts(container)).toEqual([]);
    // Raw HTML shows as text, not as markup.
    if (payload.startsWith('<script>')) expect(container.textContent).toContain('<script>');
  });

  it('still renders ordinary markdown and safe links (the check can see elements)', () => {
    const { container } = render(
      <MarkdownContent content={'**Visa** [official site](https://example.com/visa)'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Visa');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/visa');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    // And the scanner itself flags what it must.
    const probe = document.createElement('div');
    probe.innerHTML = '<a href=" java\tscript:x" onclick="y">a</a><iframe></iframe>';
    expect(activeParts(probe).sort()).toEqual(
      ['a[onclick]', 'a[href= java\tscript:x]', '<iframe>'].sort(),
    );
  });
});
