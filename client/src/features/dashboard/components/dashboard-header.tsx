import { ArrowLeft, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

type DashboardHeaderProps = {
  username: string;
  onSignOut: () => void;
};

/** product.md §8.1: 'My Dashboard', the welcome line, 'Back to Chat' and 'Sign Out'. */
export function DashboardHeader({ username, onSignOut }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.title')}</h1>
        <p className="text-muted-foreground">{t('dashboard.welcome', { username })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {t('dashboard.backToChat')}
          </Link>
        </Button>
        <Button variant="outline" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('dashboard.signOut')}
        </Button>
      </div>
    </header>
  );
}
