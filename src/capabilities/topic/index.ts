/** Topic classification. */
import { classifyTopic } from '../../analysis/topic.js';
import { defineCapability } from '../capability.js';

/** @example `topic.classifyTopic('Keputusan SPM diumumkan minggu depan').topic` → `'education'` */
export default defineCapability({
  name: 'topic',
  summary: 'Politics, sports, entertainment, business, technology, health, education, lifestyle, religion or other.',
  library: { namespace: 'topic', functions: { classifyTopic } },
  cli: { command: 'topic', run: (t) => classifyTopic(t) },
  models: ['topic'],
  evaluations: ['topic'],
});
