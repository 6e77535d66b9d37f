/**
 * Names for common combinations of two emotions, for multi-label emotion.
 *
 * How it was made: written by the manglish-nlp team, after the blends emotion psychology names
 * (Plutchik's dyads) and everyday words for them.
 */
export const EMOTION_COMBINATIONS: Readonly<Record<string, string>> = {
  'joy+sadness': 'bittersweet',
  'joy+surprise': 'delight',
  'joy+love': 'affection',
  'joy+fear': 'nervous excitement',
  'anger+disgust': 'contempt',
  'anger+sadness': 'frustration',
  'anger+fear': 'outrage',
  'anger+surprise': 'indignation',
  'anger+love': 'jealousy',
  'sadness+fear': 'despair',
  'sadness+love': 'longing',
  'sadness+disgust': 'remorse',
  'sadness+surprise': 'disappointment',
  'fear+surprise': 'alarm',
  'fear+disgust': 'shame',
  'fear+love': 'anxious attachment',
  'surprise+disgust': 'shock',
  'love+surprise': 'awe',
  'disgust+love': 'ambivalence',
  'joy+anger': 'agitation',
  'joy+disgust': 'morbid amusement',
};
