import type { Locator } from '@playwright/test';

/**
 * Waits until every finite animation in `scope`'s subtree has ended, so boxes and colours are
 * measured at rest; `page.locator(':root')` is the whole page. An animation the page cancels (a
 * re-render swaps its element) ends too, and one started meanwhile is waited for in the next
 * round. An endless one (a spinner) never finishes and is left running.
 */
export async function settleAnimations(scope: Locator): Promise<void> {
  await scope.evaluate(async (root) => {
    for (;;) {
      await new Promise(requestAnimationFrame);
      const running = root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
