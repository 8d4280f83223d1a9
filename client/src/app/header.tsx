import { LogOut, Menu, MessageSquarePlus, Plane, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { LanguageSwitcher } from '@/app/language-switcher';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useChatReset } from '@/lib/page-actions';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

const primaryLinks = [
  { href: paths.home, labelKey: 'header.nav.home' },
  { href: paths.landing, labelKey: 'header.nav.landing' },
  { href: paths.blog, labelKey: 'header.nav.blog' },
] as const;

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

// In the small-screen menu an item also closes the menu, and fills the menu's width.
type MenuItemProps = { onNavigate?: () => void; stacked?: boolean };

function PrimaryLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <ul className={className}>
      {primaryLinks.map(({ href, labelKey }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={location === href ? 'page' : undefined}
            onClick={onNavigate}
            className={cn(
              'block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
              location === href ? 'bg-accent font-semibold text-primary' : 'text-muted-foreground',
              focusRing,
            )}
          >
            {t(labelKey, { product: PRODUCT_NAME })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** New Chat, while the page offers a chat reset. */
function NewChatButton({ onNavigate, stacked }: MenuItemProps) {
  const { t } = useTranslation();
  const chatReset = useChatReset();
  if (!chatReset) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={stacked ? 'w-full' : undefined}
      onClick={() => {
        onNavigate?.();
        chatReset();
      }}
    >
      <MessageSquarePlus aria-hidden="true" />
      {t('header.newChat')}
    </Button>
  );
}

/** Login and Register when signed out, Dashboard and Sign Out when signed in (product.md §2.2). */
function AuthControls({ onNavigate, stacked }: MenuItemProps) {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading, signOut } = useAuth();
  // Nothing until the state is known, so the wrong links never flash.
  if (isLoading) return null;

  const width = stacked ? 'w-full' : undefined;
  if (isAuthenticated) {
    return (
      <>
        <Button asChild variant="ghost" size="sm" className={width}>
          <Link href={paths.dashboard} onClick={onNavigate}>
            {t('header.nav.dashboard')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" className={width} onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('header.signOut')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm" className={width}>
        <Link href={paths.login} onClick={onNavigate}>
          {t('header.nav.login')}
        </Link>
      </Button>
      <Button asChild size="sm" className={width}>
        <Link href={paths.register} onClick={onNavigate}>
          {t('header.nav.register')}
        </Link>
      </Button>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);

  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={cn(
            'flex items-center gap-2 rounded-md px-1 py-1 text-lg font-bold text-primary',
            focusRing,
          )}
        >
          <Plane className="size-6" aria-hidden="true" />
          <span>{PRODUCT_NAME}</span>
        </button>

        <nav
          aria-label={t('header.navLabel')}
          className="flex flex-1 items-center"
          onKeyDown={closeMenuOnEscape}
        >
          <PrimaryLinks className="ml-4 hidden items-center gap-1 md:flex" />

          <div className="ml-auto hidden items-center gap-2 md:flex">
            <NewChatButton />
            <AuthControls />
          </div>

          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="ml-auto md:hidden"
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>

          {/* Under the md breakpoint (768px) the links live in this toggled panel. */}
          <div
            id={menuId}
            hidden={!menuOpen}
            className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md md:hidden"
          >
            <PrimaryLinks className="flex flex-col gap-1 px-4 pt-3 pb-2" onNavigate={closeMenu} />
            <div className="flex flex-col gap-2 border-t border-border px-4 pt-3 pb-4">
              <NewChatButton onNavigate={closeMenu} stacked />
              <AuthControls onNavigate={closeMenu} stacked />
            </div>
          </div>
        </nav>

        <LanguageSwitcher />
      </div>
    </header>
  );
}
