/** Keywords and keyphrases by TF-IDF. */
import { Type } from 'typebox';
import { extractKeywords, extractKeywordsOf, type Keyword } from '../../analysis/keywords.js';
import { defineCapability } from '../capability.js';
import { num } from '../cli-flags.js';
import { KeywordsResult } from '../http-shapes.js';

/** @example `POST /keywords {"text":"Harga minyak naik lagi, rakyat marah","top_n":2}` → `{"result":[{"keyword":"harga minyak",…},…]}` */
export default defineCapability({
  name: 'keywords',
  summary: 'Keywords and keyphrases by TF-IDF.',
  cli: {
    command: 'keywords',
    flags: { top: 'how many (default 5)' },
    run: (t, f) => extractKeywords(t, { topN: num(f, 'top') }),
    human: (r: Keyword[]) => r.map((k) => `${k.score.toFixed(4)}\t${k.keyword}`).join('\n'),
  },
  http: {
    example: { text: 'Harga minyak sawit mentah naik lagi minggu ini, peneroka di Pahang gembira dengan harga baharu.', params: { top_n: 3 } },
    path: '/keywords', envelope: true, batch: true, result: KeywordsResult,
    description: 'Keywords and keyphrases by TF-IDF as [{ keyword, score }] (top_n, default 5).',
    params: { top_n: Type.Integer({ minimum: 1, maximum: 100, description: 'How many keywords (default 5).' }) },
    run: (doc, p) => ({ result: extractKeywordsOf(doc, { topN: p.top_n as number | undefined }) }),
  },
  pipeline: { step: 'keywords', key: 'keywords', run: (doc): Keyword[] => extractKeywordsOf(doc), empty: [] as Keyword[] },
  models: ['keywords'],
  evaluations: ['keywords'],
});
