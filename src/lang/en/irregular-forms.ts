/**
 * English irregular word forms: the past tense and past participle of irregular verbs, irregular plurals and
 * comparatives. The normaliser must know them as English, since no suffix rule leads back from `threw` to
 * `throw`, and Manglish writes them beside Malay (`Dia threw my parcel macam tu je`).
 *
 * How it was made: written by the manglish-nlp team from English grammar, not taken from any corpus.
 */
export const ENGLISH_IRREGULAR_FORMS: readonly string[] = [
  // Verbs: past tense and past participle (the base forms are WordNet lemmas already).
  'arose', 'arisen', 'awoke', 'awoken', 'bore', 'borne', 'beat', 'beaten', 'became', 'began', 'begun', 'bent',
  'bet', 'bid', 'bit', 'bitten', 'bled', 'blew', 'blown', 'bred', 'broke', 'broken', 'brought', 'built',
  'burnt', 'burst', 'bought', 'caught', 'chose', 'chosen', 'clung', 'came', 'cost', 'crept', 'dealt', 'dug',
  'dove', 'drew', 'drawn', 'dreamt', 'drank', 'drunk', 'drove', 'driven', 'dwelt', 'ate', 'eaten', 'fell',
  'fallen', 'fed', 'felt', 'fought', 'found', 'fled', 'flung', 'flew', 'flown', 'forbade', 'forbidden',
  'forgot', 'forgotten', 'forgave', 'forgiven', 'froze', 'frozen', 'gave', 'given', 'went', 'gone', 'ground',
  'grew', 'grown', 'hung', 'heard', 'hid', 'hidden', 'held', 'hurt', 'kept', 'knelt', 'knew', 'known', 'laid',
  'led', 'leant', 'leapt', 'learnt', 'left', 'lent', 'lay', 'lain', 'lit', 'lost', 'made', 'meant', 'met',
  'mistook', 'mistaken', 'misunderstood', 'overcame', 'overcome', 'overtook', 'overtaken', 'paid', 'proven',
  'quit', 'read', 'rode', 'ridden', 'rang', 'rung', 'rose', 'risen', 'ran', 'said', 'saw', 'seen', 'sought',
  'sold', 'sent', 'set', 'sewn', 'shook', 'shaken', 'shed', 'shone', 'shot', 'shown', 'shrank', 'shrunk',
  'shut', 'sang', 'sung', 'sank', 'sunk', 'sat', 'slept', 'slid', 'slung', 'smelt', 'spoke', 'spoken', 'sped',
  'spelt', 'spent', 'spilt', 'spun', 'spat', 'split', 'spoilt', 'spread', 'sprang', 'sprung', 'stood', 'stole',
  'stolen', 'stuck', 'stung', 'stank', 'stunk', 'strode', 'struck', 'strove', 'striven', 'swore', 'sworn',
  'swept', 'swam', 'swum', 'swung', 'took', 'taken', 'taught', 'tore', 'torn', 'told', 'thought', 'threw',
  'thrown', 'thrust', 'trod', 'trodden', 'understood', 'undertook', 'undertaken', 'upset', 'woke', 'woken',
  'wore', 'worn', 'wove', 'woven', 'wept', 'won', 'wound', 'withdrew', 'withdrawn', 'wrung', 'wrote', 'written',
  // Nouns: irregular plurals.
  'children', 'men', 'women', 'feet', 'teeth', 'geese', 'mice', 'people', 'lives', 'wives', 'knives', 'leaves',
  'halves', 'shelves', 'thieves', 'wolves', 'loaves', 'selves', 'calves', 'criteria', 'phenomena', 'analyses',
  'crises', 'theses', 'indices', 'appendices', 'data', 'media', 'alumni', 'fungi', 'cacti', 'oxen',
  // Adjectives and adverbs: irregular comparison.
  'better', 'best', 'worse', 'worst', 'further', 'furthest', 'farther', 'farthest', 'elder', 'eldest', 'less',
  'least', 'more', 'most',
  // Function words that are no WordNet lemma and may be rare in the English counts.
  'among', 'amongst', 'onto', 'upon', 'unto', 'within', 'without', 'whereas', 'whether', 'whilst', 'towards',
  'beside', 'besides', 'beneath', 'beyond', 'despite', 'throughout', 'underneath', 'versus', 'via', 'whom',
  'whose', 'whoever', 'whatever', 'whenever', 'wherever', 'however', 'therefore', 'thus', 'hence', 'moreover',
  'nevertheless', 'nonetheless', 'otherwise', 'meanwhile', 'somewhat', 'somehow', 'anyway', 'anyhow',
];
