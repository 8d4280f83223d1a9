/**
 * Resolves in a new task of the event loop: work split by it never forms one long task, so the
 * browser can paint and answer input in between (Lighthouse's total blocking time). A message
 * channel, not setTimeout, because nested timeouts are clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
