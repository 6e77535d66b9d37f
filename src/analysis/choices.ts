/**
 * The fixed choices some analysis options take, apart from the functions that read them, so that the
 * service can validate requests without loading any analysis code.
 */
import type { AspectDomain } from '../lang/ms/aspects.js';

/** Target languages of `translation.translate`: English, Malay (`bm` is an alias of `ms`) and formal Malay. */
export const TRANSLATION_TARGETS = ['en', 'ms', 'bm', 'formal'] as const;

/** The review domains of `aspectSentiment`. */
export const ASPECT_DOMAINS: readonly AspectDomain[] = ['restaurant', 'product', 'app', 'general'];
