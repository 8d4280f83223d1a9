import { createElement, use, type ComponentType } from 'react';
import { loadAllTexts } from '@/lib/i18n';

type PartModule<P> = { default: ComponentType<P> };

/** A page, dialog or panel that loads on demand and can be loaded before it first renders. */
export type LazyPart<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** Whether its code is here: it then renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * Like React.lazy, for a page, dialog or panel off the first page, whose code the app can fetch
 * before it first renders (`preload`: the page the app starts on). Once loaded, it renders
 * without suspending: a lazy component suspends on its first render whatever its state, and
 * React then holds the page back for its Suspense fallback throttle (300 ms) after the fallback
 * has painted. With `withTexts` (the default), the English texts the first page does not ship
 * load with it, so it never renders a raw key.
 */
export function lazyPart<P extends object>(
  load: () => Promise<PartModule<P>>,
  { withTexts = true }: { withTexts?: boolean } = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<PartModule<P>> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), withTexts ? loadAllTexts() : undefined]).then(([module]) => {
      loaded = module.default;
      return module;
    }));

  // Always the loaded component itself under Part, never a React.lazy in its place: React can
  // replay a lazy element whose code arrived within the render and commit it as the lazy type,
  // and Part's next render (with the component) then remounted it, losing its state, such as a
  // city picker the traveller had just opened (lazy-part.test.tsx). `use` suspends Part itself.
  function Part(props: P) {
    return createElement(loaded ?? use(start()).default, props);
  }
  return Object.assign(Part, {
    preload: () => start().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}
