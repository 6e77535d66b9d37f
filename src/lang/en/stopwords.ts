/**
 * English stop words (function words) for keyword extraction and language-aware filtering.
 *
 * How it was made: written by the manglish-nlp team: articles, pronouns, auxiliaries, prepositions,
 * conjunctions and common adverbs of English, plus chat fillers that appear in Manglish.
 */
export const ENGLISH_STOPWORDS: readonly string[] = [
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'some', 'any', 'each', 'every', 'all', 'both', 'either',
  'neither', 'no', 'not', 'nor', 'only', 'own', 'same', 'such', 'other', 'another',
  'i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', 'you', 'your', 'yours',
  'yourself', 'yourselves', 'he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', 'it', 'its',
  'itself', 'they', 'them', 'their', 'theirs', 'themselves', 'what', 'which', 'who', 'whom', 'whose',
  'am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'have', 'has', 'had', 'having', 'do', 'does',
  'did', 'doing', 'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'ought',
  'of', 'at', 'by', 'for', 'with', 'about', 'against', 'between', 'into', 'through', 'during', 'before',
  'after', 'above', 'below', 'to', 'from', 'up', 'down', 'in', 'out', 'on', 'off', 'over', 'under', 'again',
  'further', 'then', 'once', 'here', 'there', 'when', 'where', 'why', 'how', 'and', 'but', 'if', 'or',
  'because', 'as', 'until', 'while', 'so', 'than', 'too', 'very', 'just', 'also', 'even', 'still', 'yet',
  'already', 'ever', 'never', 'really', 'quite', 'rather', 'much', 'many', 'more', 'most', 'less', 'few',
  'lot', 'lots', 'got', 'get', 'gets', 'go', 'going', 'gone', 'went', 'come', 'came', 'make', 'made',
  'thing', 'things', 'one', 'ones', 'like', 'well', 'ok', 'okay', 'yes', 'yeah', 'oh', 'u', 'ur', 'im',
  "i'm", "it's", "don't", "can't", "won't", "isn't", "didn't", "doesn't", "that's", "there's", "you're",
];
