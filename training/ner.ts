/**
 * Trains the named-entity tagger `models/ner.bin.gz` (BIOES over PER, ORG, LOC, MISC).
 */
import { log, sizeOf, writeArtifact, writeCard } from './common.js';
import { malayaNer, markBeforeEntities, menNer, NER_TAGS, nergrit, nerp, teamNer, toBioes, wnut } from './ner-data.js';
import { NER_DOMAINS, nerDomainOf } from '../src/analysis/ner.js';
import { scan } from '../src/text/tokenize.js';
import { tagDictionary, trainTagger, type TaggedSentence } from './tagger.js';
import { countBy } from './util.js';

/** Hash buckets of the NER tagger. */
export const NER_BUCKETS = 1 << 19;
const HYPER = { epochs: 10, seed: 9, runs: 3 };

export function trainNer(): void {
  const grit = nergrit(false);
  const men = menNer(false);
  const malay = malayaNer(false);
  const nerpTrain = nerp(false);
  const wnutTrain = wnut();
  const team = teamNer();
  const train = [...nerpTrain, ...grit, ...grit, ...men, ...men, ...malay, ...malay, ...wnutTrain, ...team, ...team, ...team];
  // Jackknifed tag dictionary: the sentences of one fold see the dictionary of the other. Folds alternate
  // over the distinct sentences, so a sentence counted twice keeps its fold (until 2026-11-23 they alternated
  // over the list, and the second copies of the 441 malaya sentences fell in the other fold: those
  // sentences met their own names in the dictionary they were trained against).
  const fold = new Map([...nerpTrain, ...grit, ...men, ...malay, ...wnutTrain, ...team].map((s, i) => [s, i % 2]));
  const inFold = (f: number): typeof train => train.filter((s) => fold.get(s) === f);
  const dictionary = tagDictionary(train, 1, 'O');
  // The dictionary keeps the BIO tags; the tagger learns BIOES (one converted sentence per distinct one).
  const bioes = new Map([...fold.keys()].map((s) => [s, { ...s, tags: markBeforeEntities(toBioes(s.tags)) }]));
  const foldOfBioes = new Map<TaggedSentence, number>([...bioes].map(([s, b]) => [b, fold.get(s) ?? 0]));
  const bytes = trainTagger({
    name: 'ner', tags: NER_TAGS, buckets: NER_BUCKETS, train: train.map((s) => bioes.get(s) as TaggedSentence), ...HYPER, window: 2, rowQuantised: true,
    domains: NER_DOMAINS, domainOf: (s) => nerDomainOf(scan(s.words.join(' '))), dictionary,
    dictionaryFolds: [tagDictionary(inFold(1), 1, 'O'), tagDictionary(inFold(0), 1, 'O')], foldOf: (s) => foldOfBioes.get(s) ?? 0,
  });
  const path = writeArtifact('ner.bin.gz', bytes);
  log(`ner: ${sizeOf(path)}`);
  writeCard('ner', {
    sentences: train.length, bySource: countBy(train.map((x) => x.source)), team: team.length, dictionary: Object.keys(dictionary).length,
    buckets: NER_BUCKETS, tagCount: NER_TAGS.length, epochs: HYPER.epochs, seeds: Array.from({ length: HYPER.runs }, (_, r) => HYPER.seed + 1000 * r).join(', '), size: sizeOf(path),
  });
}
