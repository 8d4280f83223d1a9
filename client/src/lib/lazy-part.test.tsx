// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '@/lib/lazy-part';

afterEach(cleanup);

/** A page module whose import resolves when the test says so, counting the imports. */
function deferredModule() {
  let resolve: () => void = () => undefined;
  const imported = new Promise<void>((done) => (resolve = done));
  let imports = 0;
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
    );
  }
  const load = async () => {
    imports += 1;
    await imported;
    return { default: Counter };
  };
  return { load, resolve, imports: () => imports };
}

function Fallback() {
  return <p>loading</p>;
}

describe('lazyPart', () => {
  it('suspends on its first render when nothing preloaded it, then shows the page', async () => {
    const module = deferredModule();
    const Page = lazyPart(module.load, { withTexts: false });
    // Awaited: React retries a render that suspended inside act only when act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Page label="page" />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => module.resolve());
    expect(await screen.findByRole('button', { name: 'page 0' })).toBeTruthy();
    expect(module.imports()).toBe(1);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const module = deferredModule();
    const Page = lazyPart(module.load, { withTexts: false });
    const preloaded = Page.preload();
    expect(Page.isLoaded()).toBe(false);
    module.resolve();
    await preloaded;
    expect(Page.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<Fallback />}>
        <Page label="page" />
      </Suspense>,
    );
    // Synchronously after render: no loading line was ever shown.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'page 0' })).toBeTruthy();
    // A second preload and the render reuse the one import.
    await Page.preload();
    expect(module.imports()).toBe(1);
  });

  it('keeps the state of a page that suspended when it renders again after loading', async () => {
    const module = deferredModule();
    const Page = lazyPart(module.load, { withTexts: false });
    const view = (label: string) => (
      <Suspense fallback={<Fallback />}>
        <Page label={label} />
      </Suspense>
    );
    let rerender: (ui: ReactNode) => void = () => undefined;
    await act(async () => {
      rerender = render(view('first')).rerender;
    });
    await act(async () => module.resolve());
    fireEvent.click(await screen.findByRole('button', { name: 'first 0' }));
    expect(screen.getByRole('button', { name: 'first 1' })).toBeTruthy();
    // Rendered again with the module loaded: the same instance, not a remount from zero.
    rerender(view('second'));
    expect(screen.getByRole('button', { name: 'second 1' })).toBeTruthy();
  });

  it('keeps its state when its code arrives within a concurrent render', async () => {
    // React replays a lazy element whose code arrives within the render; the element it
    // committed then differed from Part's next one, a remount from zero. Outside act, as in
    // the app, or the replay does not happen.
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    const module = deferredModule();
    module.resolve();
    const Page = lazyPart(module.load, { withTexts: false });
    const view = (label: string) => (
      <Suspense fallback={<Fallback />}>
        <Page label={label} />
      </Suspense>
    );
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() => root.render(view('first')));
      fireEvent.click(await screen.findByRole('button', { name: 'first 0' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'first 1' })).toBeTruthy());
      root.render(view('second'));
      await waitFor(() => expect(screen.getByRole('button', { name: /^second/ })).toBeTruthy());
      expect(screen.getByRole('button', { name: /^second/ }).textContent).toBe('second 1');
    } finally {
      root.unmount();
      container.remove();
      global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
