import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '@/app/error-boundary';
import { Header } from '@/app/header';
import { AppRouter } from '@/app/router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { BookingDialogProvider } from '@/lib/booking-dialog';
import { PageActionsProvider } from '@/lib/page-actions';
import { PurchaseDialogProvider } from '@/lib/purchase-dialog';
import { queryClient } from '@/lib/query-client';
import { SignUpDialogProvider } from '@/lib/sign-up-dialog';
import { lazyPart } from '@/lib/lazy-part';
import { provideStepPanels } from '@/lib/step-panels';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

// Loaded on its first opening: most visits never need the forms.
const SignUpDialog = lazyPart(() =>
  import('@/features/auth/components/sign-up-dialog').then((m) => ({ default: m.SignUpDialog })),
);
const PurchaseDialog = lazyPart(() =>
  import('@/features/purchase/components/purchase-dialog').then((m) => ({
    default: m.PurchaseDialog,
  })),
);

const BookingDialog = lazyPart(() =>
  import('@/features/booking/components/booking-dialog').then((m) => ({
    default: m.BookingDialog,
  })),
);

// The travel-profile questionnaire's watcher (product.md §7): its own chunk, off the / bundle.
// Plain lazy: it shows nothing itself, and its dialog loads the texts when it opens.
const TravelProfileGate = lazy(() =>
  import('@/features/travel-profile/components/travel-profile-gate').then((m) => ({
    default: m.TravelProfileGate,
  })),
);

// The chat finds the features' panels by their steps; it registers them with its own step panels.
provideStepPanels(() => import('@/app/step-panels').then((m) => m.registerStepPanels()));

const MAIN_ID = 'main-content';

/**
 * Purchases need a sign-in, so the questionnaire's watcher only loads for a signed-in user. A
 * component of its own: the auth check's answer re-renders it, not the whole layout.
 */
function SignedInTravelProfileGate() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <TravelProfileGate />
    </Suspense>
  );
}

function Layout() {
  const { t } = useTranslation();
  const [location] = useLocation();
  // The chat fills the window and only its conversation scrolls: the shell is exactly the
  // window's height and clips whatever overflows it (relative, so absolutely positioned content
  // such as visually hidden text is clipped too), so the document never outgrows the window.
  // Clipped, not hidden: an overflow-hidden box can still be scrolled by a script (a
  // scrollIntoView), which would slide the header away. Every other page scrolls as a document.
  const fillsWindow = location === paths.home;
  return (
    <div
      className={cn('flex flex-col', fillsWindow ? 'relative h-dvh overflow-clip' : 'min-h-dvh')}
    >
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:ring-2 focus:ring-ring"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cn('flex flex-1 flex-col outline-none', fillsWindow && 'min-h-0')}
      >
        <ErrorBoundary resetKey={location}>
          <AppRouter />
        </ErrorBoundary>
      </main>
      <LazyToaster />
      <SignedInTravelProfileGate />
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PageActionsProvider>
        <SignUpDialogProvider dialog={SignUpDialog}>
          <PurchaseDialogProvider dialog={PurchaseDialog}>
            {/* Inside the sign-up provider: a signed-out booking goes through sign-up. */}
            <BookingDialogProvider dialog={BookingDialog}>
              <Layout />
            </BookingDialogProvider>
          </PurchaseDialogProvider>
        </SignUpDialogProvider>
      </PageActionsProvider>
    </QueryClientProvider>
  );
}
