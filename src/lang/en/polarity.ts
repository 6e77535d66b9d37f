/**
 * Common English polarity words used in Malaysian reviews and chat. The sentiment trainer composes them
 * with negators and intensifiers (`not good`, `very good`) to teach the model how negation works.
 *
 * How it was made: written by the manglish-nlp team (everyday review and chat vocabulary).
 */
export const ENGLISH_POLARITY: Readonly<Record<'positive' | 'negative', readonly string[]>> = {
  positive: [
    'good', 'great', 'nice', 'best', 'excellent', 'amazing', 'awesome', 'love', 'lovely', 'happy', 'delicious', 'tasty',
    'friendly', 'helpful', 'fast', 'clean', 'cheap', 'worth', 'recommended', 'perfect', 'fantastic', 'wonderful',
    'beautiful', 'comfortable', 'enjoyable', 'fun', 'fresh', 'polite', 'satisfied', 'impressive', 'smooth', 'reliable',
    'cool', 'superb', 'brilliant', 'pleasant', 'affordable', 'efficient', 'generous', 'glad',
  ],
  negative: [
    'bad', 'worst', 'terrible', 'awful', 'horrible', 'poor', 'slow', 'dirty', 'expensive', 'rude', 'disappointing',
    'disappointed', 'hate', 'sad', 'angry', 'boring', 'useless', 'broken', 'late', 'stale', 'bland', 'cold', 'noisy',
    'overpriced', 'unfriendly', 'unhelpful', 'annoying', 'disgusting', 'nasty', 'wrong', 'fake', 'scam', 'problem',
    'lousy', 'pathetic', 'waste', 'unacceptable', 'uncomfortable', 'smelly', 'crowded',
  ],
};
