import { Calendar, Flag, Hash, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/constants';
import type { BlogEntry } from '@common/contracts/blog';
import { cn } from '@/lib/utils';
import { formatBlogDate } from '../utils/format-blog-date';

/** One visa inquiry (product.md §9.1). */
export function BlogEntryCard({
  entry,
  language,
  activeTag,
  onTagClick,
}: {
  entry: BlogEntry;
  language: Language;
  activeTag: string | null;
  onTagClick: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <header>
        <h2 id={titleId} className="text-lg leading-snug font-semibold tracking-tight">
          {entry.title}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <Calendar aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={entry.timestamp}>{formatBlogDate(entry.timestamp, language)}</time>
        </p>
      </header>

      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <dt className="text-muted-foreground">{t('blog.entry.destination')}:</dt>
          <dd className="font-medium">{entry.destination}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Flag aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <dt className="text-muted-foreground">{t('blog.entry.nationality')}:</dt>
          <dd className="font-medium">{entry.nationality}</dd>
        </div>
      </dl>

      <p className="mt-4 leading-relaxed whitespace-pre-line text-foreground">{entry.content}</p>

      {entry.tags.length > 0 && (
        <ul aria-label={t('blog.entry.tags')} className="mt-4 flex flex-wrap gap-2">
          {entry.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTagClick(tag)}
                className={cn(
                  'inline-flex min-h-7 items-center gap-0.5 rounded-full border px-2.5 py-0.5 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                  tag === activeTag
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-secondary bg-secondary text-secondary-foreground hover:border-primary',
                )}
              >
                <Hash aria-hidden="true" className="size-3 shrink-0" />
                {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
