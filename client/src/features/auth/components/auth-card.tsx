import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { leadIn } from '@/lib/lead-in';
import { paths } from '@/lib/paths';

/** An in-app link styled as text, for the lines under the card. */
function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {children}
    </Link>
  );
}

type AuthCardProps = {
  title: string;
  description: string;
  children: ReactNode;
  /** The way to the other of login and register: "Already have an account? Login here". */
  switchLink?: { lead: string; href: string; label: string };
};

/**
 * The frame of the login, register and profile pages: a titled card centred on the page, then
 * the switch to the other of login and register, where there is one, and 'Back to home'.
 */
export function AuthCard({ title, description, children, switchLink }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
      <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">
        {switchLink && (
          <p>
            {leadIn(switchLink.lead)}
            <TextLink href={switchLink.href}>{switchLink.label}</TextLink>
          </p>
        )}
        <p>
          <TextLink href={paths.home}>{t('auth.backHome')}</TextLink>
        </p>
      </div>
    </section>
  );
}
