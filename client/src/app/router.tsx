import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import type { Language } from '@common/constants';
import { ChatPage } from '@/features/chat/components/chat-page';
import { paths } from '@/lib/paths';
import { lazyPart } from '@/lib/lazy-part';
import { queryClient } from '@/lib/query-client';

// Every page but the chat home loads on demand, so the / bundle stays small.
const LandingPage = lazyPart(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const loadBlogPage = () => import('@/features/blog/components/blog-page');
// The blog ships its own English texts (blog-page.tsx), so it does not wait for the rest.
const BlogPage = lazyPart(() => loadBlogPage().then((m) => ({ default: m.BlogPage })), {
  withTexts: false,
});
const LoginPage = lazyPart(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazyPart(() =>
  import('@/features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ProfilePage = lazyPart(() =>
  import('@/features/auth/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const DashboardPage = lazyPart(() =>
  import('@/features/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
const TestVisaLogicPage = lazyPart(() =>
  import('@/features/visa/components/test-visa-logic-page').then((m) => ({
    default: m.TestVisaLogicPage,
  })),
);
const VerifyPage = lazyPart(() =>
  import('@/features/verify/components/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const NotFoundPage = lazyPart(() =>
  import('@/app/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

type PageRoute = {
  path: string;
  component: ComponentType;
  /** Fetches the data the page shows first, for an app that starts on it. */
  prefetch?: (language: Language) => Promise<void>;
};

const ROUTES: PageRoute[] = [
  { path: paths.home, component: ChatPage },
  { path: paths.landing, component: LandingPage },
  {
    path: paths.blog,
    component: BlogPage,
    prefetch: (language) => loadBlogPage().then((m) => m.prefetchBlogPage(queryClient, language)),
  },
  { path: paths.login, component: LoginPage },
  { path: paths.register, component: RegisterPage },
  { path: paths.dashboard, component: DashboardPage },
  { path: paths.profile, component: ProfilePage },
  { path: paths.testVisaLogic, component: TestVisaLogicPage },
  { path: paths.verify, component: VerifyPage },
];

/**
 * Loads the code of the page at `pathname` (its chunks are announced in the HTML), so the
 * app's first render shows that page at once instead of a loading line.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = routeOf(pathname);
  const page = route ? route.component : NotFoundPage;
  if ('preload' in page && typeof page.preload === 'function') await page.preload();
}

/**
 * Starts fetching the data the page at `pathname` shows first (into the query cache the app
 * renders with), so it arrives while the app starts instead of after the page's first render.
 */
export async function prefetchPageData(pathname: string, language: Language): Promise<void> {
  await routeOf(pathname)?.prefetch?.(language);
}

function routeOf(pathname: string): PageRoute | undefined {
  // wouter's own matching with its default parser, so the page preloaded is the page shown.
  return ROUTES.find(({ path }) => matchRoute(parse, path, pathname)[0]);
}

/** Shown while a lazily loaded page's code arrives. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto w-full max-w-3xl px-4 py-12 text-muted-foreground">
      {t('common.loading')}
    </p>
  );
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ROUTES.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
