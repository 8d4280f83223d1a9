// One section of the English texts as a module of its own (vite.config.ts, englishSections):
// `import texts from 'virtual:english-section/blog'` is `{ blog: … }`.
declare module 'virtual:english-section/*' {
  const texts: Record<string, unknown>;
  // eslint-disable-next-line import-x/no-default-export -- the shape a generated module has
  export default texts;
}
