import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { cn } from '@/lib/utils';

// Assistant replies are markdown. react-markdown builds React elements, never HTML strings: raw
// HTML in a reply shows as text (no rehype-raw) and unsafe URLs (javascript:) are dropped.

function ExternalLink({ node: _node, ...props }: ComponentProps<'a'> & ExtraProps) {
  // A link opens beside the chat, without giving the new page a handle on this one.
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

const components: Components = { a: ExternalLink };

/** Images could load from anywhere a reply names; the chat shows none. */
const disallowedElements = ['img'];

export function MarkdownContent({ content }: { content: string }) {
  return (
    <div
      className={cn(
        'space-y-2 break-words',
        '[&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
        '[&_code]:rounded [&_code]:bg-background [&_code]:px-1 [&_hr]:my-3 [&_hr]:border-border',
        '[&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3',
        '[&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:py-1 [&_td]:pr-2 [&_th]:pr-2',
      )}
    >
      <Markdown components={components} disallowedElements={disallowedElements}>
        {content}
      </Markdown>
    </div>
  );
}
