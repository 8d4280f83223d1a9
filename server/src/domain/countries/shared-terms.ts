import type { SharedTerms } from './build-term-index';

/**
 * Words that name more than one country, each settled by hand. null keeps a word ambiguous:
 * it resolves to nothing and the caller has to ask, which is safer for visa advice than a guess.
 * The index refuses to build while a clash is missing here or an entry here settles nothing.
 */
export const SHARED_TERMS: SharedTerms = {
  // Both Congos: the DRC and the Republic of the Congo.
  Congo: null,
  Congolese: null,
  congoleño: null,
  congoleña: null,
  congoleños: null,
  congoleñas: null,
  // Dominica's people are also "Dominican" in English; the Dominican Republic is ~150 times larger.
  Dominican: 'DO',
  Dominicans: 'DO',
  // Kingston (Jamaica) and Kingstown (Saint Vincent) are both 金斯敦 in Chinese.
  金斯敦: 'JM',
};
