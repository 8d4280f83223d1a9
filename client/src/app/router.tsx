import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '@/app/page-loading';
import { ChatPage } from '@/features/chat/components/chat-page';
import { paths } from '@/lib/paths';
import { lazyWithTexts } from '@/lib/lazy-with-texts';

// Every page but the chat home loads on demand, so the / bundle stays small.
const LandingPage = lazyWithTexts(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
// The blog ships its own English texts (blog-page.tsx), so it does not wait for the rest.
const BlogPage = lazy(() =>
  import('@/features/blog/components/blog-page').then((m) => ({ default: m.BlogPage })),
);
const LoginPage = lazyWithTexts(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazyWithTexts(() =>
  import('@/features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ProfilePage = lazyWithTexts(() =>
  import('@/features/auth/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const DashboardPage = lazyWithTexts(() =>
  import('@/features/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
const TestVisaLogicPage = lazyWithTexts(() =>
  import('@/features/visa/components/test-visa-logic-page').then((m) => ({
    default: m.TestVisaLogicPage,
  })),
);
const VerifyPage = lazyWithTexts(() =>
  import('@/features/verify/components/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const NotFoundPage = lazyWithTexts(() =>
  import('@/app/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={paths.home} component={ChatPage} />
        <Route path={paths.landing} component={LandingPage} />
        <Route path={paths.blog} component={BlogPage} />
        <Route path={paths.login} component={LoginPage} />
        <Route path={paths.register} component={RegisterPage} />
        <Route path={paths.dashboard} component={DashboardPage} />
        <Route path={paths.profile} component={ProfilePage} />
        <Route path={paths.testVisaLogic} component={TestVisaLogicPage} />
        <Route path={paths.verify} component={VerifyPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
