/**
 * Trains the part-of-speech tagger `models/pos.bin.gz` (Universal Dependencies tags).
 */
import { countBy } from './util.js';
import { log, sizeOf, writeArtifact, writeCard } from './common.js';
import { colloquialPos, englishFunctionWords, englishTagDictionary, indoNluPos, malayaPos, udEnglish, udIndonesian, UPOS } from './pos-data.js';
import { classEntry, LANGUAGE_DOMAINS, tagDictionary, trainTagger } from './tagger.js';
import { ROOT_KAN_ENTRY, ROOT_MEN_ENTRY, ROOT_NYA_ENTRY, rootPlusKan } from '../src/analysis/tagger-features.js';
import { COLLOQUIAL_POS, MALAYSIAN_POS } from '../src/lang/ms/pos-lexicon.js';

/** Hash buckets of the POS tagger. */
export const POS_BUCKETS = 1 << 16;
const HYPER = { epochs: 8, seed: 7, runs: 3 };

export function trainPos(): void {
  const ud = udIndonesian(false);
  const malay = malayaPos(false);
  const team = colloquialPos();
  const train = [...ud, ...ud, ...ud, ...ud, ...malay, ...malay, ...udEnglish(false), ...team, ...team, ...team, ...team];
  const nlu = indoNluPos();
  // English entries stand where the Indonesian corpora list nothing or only call the word foreign (`X`).
  const indonesian = tagDictionary(nlu);
  const english = Object.entries(englishTagDictionary()).filter(([w]) => indonesian[w] === undefined || indonesian[w].split('|').includes('X'));
  // English function words stand where the Indonesian entry shares none of their tags (`at`: PROPN there, ADP here).
  const functionWords = Object.entries(englishFunctionWords(udEnglish(false))).filter(([w, e]) => !e.split('|').some((t) => indonesian[w]?.split('|').includes(t)));
  const dictionary = { ...MALAYSIAN_POS, ...indonesian, ...Object.fromEntries(english), ...Object.fromEntries(functionWords), ...COLLOQUIAL_POS, [ROOT_KAN_ENTRY]: classEntry(nlu, rootPlusKan), [ROOT_NYA_ENTRY]: 'yes', [ROOT_MEN_ENTRY]: 'yes' };
  const bytes = trainTagger({ name: 'pos', tags: UPOS, buckets: POS_BUCKETS, train, ...HYPER, ...LANGUAGE_DOMAINS, dictionary });
  const path = writeArtifact('pos.bin.gz', bytes);
  log(`pos: ${sizeOf(path)}`);
  writeCard('pos', {
    tags: UPOS.join(', '), sentences: train.length, bySource: countBy(train.map((x) => x.source)), team: team.length, dictionary: Object.keys(dictionary).length,
    buckets: POS_BUCKETS, tagCount: UPOS.length, epochs: HYPER.epochs, seeds: Array.from({ length: HYPER.runs }, (_, r) => HYPER.seed + 1000 * r).join(', '), size: sizeOf(path),
  });
}
