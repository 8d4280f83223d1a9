import fs from 'node:fs';

// The client's own translations, so one journey runs in every language the product ships.

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function translations(language: string): Tree {
  let tree = cache.get(language);
  if (!tree) {
    const file = new URL(`../../client/src/locales/${language}/translation.json`, import.meta.url);
    tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
    cache.set(language, tree);
  }
  return tree;
}

/** The UI text of `key` in `language`, with i18next's {{name}} values filled in. */
export function uiText(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
) {
  let node: string | Tree | undefined = translations(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
