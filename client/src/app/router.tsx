import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '@/app/page-loading';
import { ChatPage } from '@/features/chat/components/chat-page';
import { paths } from '@/lib/paths';

// Every page but the chat home loads on demand, so the / bundle stays small.
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const BlogPage = lazy(() =>
  import('@/features/blog/components/blog-page').then((m) => ({ default: m.BlogPage })),
);
const LoginPage = lazy(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('@/features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ProfilePage = lazy(() =>
  import('@/features/auth/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
const TestVisaLogicPage = lazy(() =>
  import('@/features/visa/components/test-visa-logic-page').then((m) => ({
    default: m.TestVisaLogicPage,
  })),
);
const VerifyPage = lazy(() =>
  import('@/features/verify/components/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const NotFoundPage = lazy(() =>
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
