/**
 * Topic training data: SIB-200 (Malay, Indonesian, English training splits; its seven categories mapped
 * onto ours) and the team's templates for all ten topics.
 */
import { readTsv } from './common.js';
import type { LabelledText } from './sentiment-data.js';
import { expandTemplates, readTemplates } from './templates.js';

/** SIB-200 category → topic. */
export const SIB200_TOPIC: Readonly<Record<string, string>> = {
  'science/technology': 'technology', travel: 'lifestyle', politics: 'politics', sports: 'sports',
  health: 'health', entertainment: 'entertainment', geography: 'other',
};

/** SIB-200 rows of one language folder and split, mapped. */
export function sib200(folder: string, split: 'train' | 'dev'): LabelledText[] {
  return readTsv('sib200', folder, `${split}.tsv`).map((r) => ({ text: r.text ?? '', label: SIB200_TOPIC[r.category ?? ''] ?? 'other', source: `sib200-${folder}` }));
}

export function topicTemplates(): LabelledText[] {
  return expandTemplates(readTemplates('topic'), { perTemplate: 40, seed: 23, noise: 0.3, source: 'team-templates' });
}

export function topicTraining(): LabelledText[] {
  return [...sib200('zsm_Latn', 'train'), ...sib200('ind_Latn', 'train'), ...sib200('eng_Latn', 'train'), ...topicTemplates()];
}
