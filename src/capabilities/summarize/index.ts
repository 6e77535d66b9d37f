/** Summaries of at most a number of words. */
import { Type } from 'typebox';
import { summarize, SUMMARY_STYLES, type SummarizeOptions } from '../../analysis/summarize.js';
import { defineCapability } from '../capability.js';
import { num, str } from '../cli-flags.js';

/** @example `summarization.summarize('Banjir melanda Kelantan. Ribuan dipindahkan. Cuaca cerah di Johor.', { maxLength: 8 })` */
export default defineCapability({
  name: 'summarize',
  summary: 'A summary of at most --max words.',
  library: { namespace: 'summarization', functions: { summarize } },
  cli: {
    command: 'summarize',
    flags: { max: 'most words (default 100)', style: 'extractive or abstractive' },
    run: (t, f) => summarize(t, { maxLength: num(f, 'max'), style: str(f, 'style') as SummarizeOptions['style'] }),
  },
  http: {
    example: { text: 'Banjir melanda beberapa daerah di Kelantan sejak semalam. Lebih seribu penduduk dipindahkan ke pusat pemindahan sementara. Jabatan Meteorologi menjangkakan hujan lebat berterusan hingga hujung minggu.', params: { max_length: 20 } },
    path: '/summarize', envelope: true, batch: true, result: Type.String(),
    description: 'A summary of at most max_length words (default 100); style extractive (default) or abstractive.',
    params: {
      max_length: Type.Integer({ minimum: 5, maximum: 5000, description: 'Most words in the summary (default 100).' }),
      style: Type.String({ enum: [...SUMMARY_STYLES], description: 'extractive (default) or abstractive.' }),
    },
    run: (doc, p) => ({ result: summarize(doc.text, { maxLength: p.max_length as number | undefined, style: p.style as SummarizeOptions['style'] }) }),
  },
  models: ['keywords', 'embeddings'],
  evaluations: ['summarization'],
});
