// The PDF worker when the server runs from its TypeScript sources (tests, `npm run dev`): a
// worker thread does not inherit the parent's TypeScript loader, so this loads pdf-worker.ts
// through tsx with the server's path aliases. The build bundles pdf-worker.ts instead.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./pdf-worker.ts', {
  parentURL: import.meta.url,
  tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname,
});

export const itinerary = worker.itinerary;
export const document = worker.document;
