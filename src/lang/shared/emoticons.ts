/**
 * ASCII emoticons, each with the feeling it usually carries, for the tokenizer and the sentiment and
 * emotion features.
 *
 * How it was made: written by the manglish-nlp team from common Western and Asian (kaomoji-style)
 * emoticons seen in Malaysian chat.
 */
export const EMOTICONS: Readonly<Record<string, 'positive' | 'negative' | 'neutral'>> = {
  ':)': 'positive', ':-)': 'positive', ':]': 'positive', '=)': 'positive', ':D': 'positive', ':-D': 'positive',
  'xD': 'positive', 'XD': 'positive', ';)': 'positive', ';-)': 'positive', ':P': 'positive', ':-P': 'positive',
  ':p': 'positive', ':-p': 'positive', '<3': 'positive', '^_^': 'positive', '^^': 'positive', '^.^': 'positive',
  ':3': 'positive', ':*': 'positive', ':-*': 'positive',
  ':(': 'negative', ':-(': 'negative', ':[': 'negative', '=(': 'negative', ":'(": 'negative', ':((': 'negative',
  'T_T': 'negative', 'T.T': 'negative', ';_;': 'negative', '</3': 'negative', '>:(': 'negative',
  ':/': 'neutral', ':-/': 'neutral', ':|': 'neutral', ':-|': 'neutral', '-_-': 'neutral', ':o': 'neutral',
  ':O': 'neutral', ':-O': 'neutral', 'o_O': 'neutral', 'O_o': 'neutral', '-.-': 'neutral', '>_<': 'negative',
};
