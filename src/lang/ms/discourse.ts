/**
 * Discourse words the abstractive summariser may drop or rewrite.
 *
 * How it was made: written by the manglish-nlp team from Malay news prose, Malaysian chat and English.
 * Openers connect a sentence to the one before it and can go when sentences are cut and fused; they are
 * matched case-insensitively at the start of a sentence, longest first, with a following comma.
 */

/** Sentence openers that carry no content of their own (`Selain itu,`, `Sebenarnya`, `Basically`). */
export const DISCOURSE_OPENERS: readonly string[] = [
  'selain itu', 'di samping itu', 'tambahan pula', 'lebih-lebih lagi', 'walau bagaimanapun',
  'bagaimanapun', 'namun begitu', 'namun demikian', 'sementara itu', 'dalam pada itu', 'seterusnya',
  'sebenarnya', 'pada masa yang sama', 'untuk makluman', 'untuk pengetahuan', 'sehubungan dengan itu',
  'justeru itu', 'oleh yang demikian', 'dengan kata lain', 'pendek kata', 'apa-apa pun', 'apa pun',
  'by the way', 'btw', 'anyway', 'basically', 'actually', 'honestly', 'so', 'well', 'also', 'besides',
  'furthermore', 'moreover', 'in addition', 'however', 'meanwhile', 'in fact', 'to be honest', 'tbh',
  'eh', 'oh', 'ok', 'okay', 'haa', 'alamak', 'aiyo', 'aiyoh', 'wah', 'weh', 'wei', 'bro', 'sis',
];

/**
 * Words that open a trailing attribution (`…, menurut jurucakap polis.`, `…, according to the report.`);
 * a summary keeps the claim and drops who said it.
 */
export const ATTRIBUTION_MARKERS: readonly string[] = [
  'menurut', 'menurutnya', 'katanya', 'kata', 'ujar', 'ujarnya', 'jelasnya', 'tambahnya', 'menurut laporan',
  'according to', 'said', 'says', 'reported', 'he said', 'she said', 'they said',
];

/** Third-person subject pronouns: a sentence opening with one continues the subject of the one before. */
export const SUBJECT_PRONOUNS: readonly string[] = ['dia', 'beliau', 'ia', 'mereka', 'he', 'she', 'it', 'they'];

/** The conjunction that fuses two clauses with one subject, by language. */
export const FUSION_CONJUNCTION: Readonly<Record<'ms' | 'en', string>> = { ms: 'dan', en: 'and' };
