import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold text-foreground">{t('errorBoundary.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('errorBoundary.description')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('errorBoundary.reload')}
      </Button>
    </section>
  );
}

type Props = {
  children: ReactNode;
  /** A new value (e.g. the next location) clears a shown error. */
  resetKey?: unknown;
};

type State = { error: Error | null };

/**
 * Catches render errors (and failed page-chunk loads after a deploy) so a user sees a
 * translated message and a way out instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(prevProps: Props): void {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error ? <ErrorFallback /> : this.props.children;
  }
}
