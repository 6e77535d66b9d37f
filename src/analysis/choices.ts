/**
 * The fixed choices some analysis options take, apart from the functions that read them, so that the
 * service can validate requests without loading any analysis code.
 */
import type { AspectDomain } from '../lang/ms/aspects.js';

/** Target languages of `translation.translate`: English, Malay (`bm` is an alias of `ms`) and formal Malay. */
export const TRANSLATION_TARGETS = ['en', 'ms', 'bm', 'formal'] as const;

/** Sentiment labels, in the model's class order. */
export const SENTIMENT_CLASSES = ['negative', 'neutral', 'positive'] as const;

/** The seven emotions, always all present in `emotion`'s `scores`. */
export const EMOTIONS = ['joy', 'anger', 'sadness', 'fear', 'surprise', 'disgust', 'love'] as const;

/** The languages `detectLanguage` tells apart. */
export const LANGUAGES = ['ms', 'id', 'en', 'zh', 'ta', 'other'] as const;

/** The dialects, `standard` first, in the model's order. */
export const DIALECT_CLASSES = ['standard', 'kelantan', 'terengganu', 'kedah', 'negeri_sembilan', 'sarawak', 'sabah', 'perak'] as const;

/** The review domains of `aspectSentiment`. */
export const ASPECT_DOMAINS: readonly AspectDomain[] = ['restaurant', 'product', 'app', 'general'];
