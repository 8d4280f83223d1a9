import { Info, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** What the blog is, and the way back to the assistant. */
export function BlogSidebar() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="lg:sticky lg:top-6 lg:self-start">
      <div className="rounded-lg border bg-accent p-5 text-accent-foreground shadow-sm sm:p-6">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Info aria-hidden="true" className="size-5 shrink-0" />
          {t('blog.sidebar.title')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed">{t('blog.sidebar.body')}</p>
        <p className="mt-3 text-sm leading-relaxed">{t('blog.sidebar.privacy')}</p>
        <Button asChild className="mt-5 w-full">
          <Link href={paths.home}>
            <MessageCircle aria-hidden="true" />
            {t('blog.sidebar.cta')}
          </Link>
        </Button>
      </div>
    </aside>
  );
}
