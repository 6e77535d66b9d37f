/**
 * One call of every public function on a real Malay or Manglish text, as JavaScript source over the
 * library `m`: the memory and first-call probes run them in a plain `node` process (no TypeScript loader
 * in the way of the measurement).
 */
export const CALLS: Readonly<Record<string, string>> = {
  tokenize: "m.tokenize('Jom makan nasi lemak RM5 je 😂')",
  normalize: "m.normalize('xnak la bro, sy dh penat gilerrr')",
  formalize: "m.formalize('aku tak tahu camne nak buat')",
  segment: "m.segment('Saya makan. Dia minum kopi di Sdn. Bhd. sebelah.')",
  clean: "m.clean('Hi @ali https://x.co <b>best</b>')",
  stemWord: "m.stemWord('pengajaran')",
  correct: "m.correct('Kenaikan harg minyak buat rakyat susah')",
  detectLanguage: "m.detectLanguage('Weh, meeting tu dah cancel, kita jumpa next week je')",
  'codeSwitching.detectSwitches': "m.codeSwitching.detectSwitches('Weh, meeting tu dah cancel')",
  sentiment: "m.sentiment('Servis lambat, makanan pun xsedap langsung')",
  emotion: "m.emotion('Eh serius ke? Tak sangka langsung dia menang 😮')",
  posTag: "m.posTag('Saya makan nasi lemak di Kuala Lumpur')",
  nerTag: "m.nerTag('Datuk Seri Anwar Ibrahim melawat Kota Bharu semalam')",
  extractKeywords: "m.extractKeywords('Nasi lemak di Kuala Lumpur memang sedap')",
  similarity: "m.similarity('sy nk mkn', 'saya nak makan')",
  augment: "m.augment('Saya suka makan nasi lemak', { seed: 1 })",
  'intent.classifyIntent': "m.intent.classifyIntent('Tolong hantar resit saya')",
  'topic.classifyTopic': "m.topic.classifyTopic('Harga minyak sawit naik lagi')",
  'dialect.detectDialect': "m.dialect.detectDialect('Demo nok gi mano ni?')",
  'hateSpeech.detectHateSpeech': "m.hateSpeech.detectHateSpeech('Bodoh betul perangai dia')",
  'stance.detectStance': "m.stance.detectStance('Saya setuju dengan dasar ini', { target: 'kerajaan' })",
  aspectSentiment: "m.aspectSentiment('Makanan sedap tapi servis lambat', { domain: 'restaurant' })",
  multiEmotion: "m.multiEmotion('Sedih dan marah betul aku hari ni')",
  'summarization.summarize': "m.summarization.summarize('Kerajaan mengumumkan bantuan tunai. Bantuan itu untuk isi rumah berpendapatan rendah. Permohonan dibuka minggu depan.', { maxLength: 12 })",
  'textGeneration.generate': "m.textGeneration.generate('Saya suka', { seed: 1, maxLength: 8 })",
  'translation.translate (ms→en)': "m.translation.translate('Saya ingin pergi ke kedai esok', { targetLang: 'en' })",
  'translation.translate (en→ms)': "m.translation.translate('I want to go to the shop tomorrow', { targetLang: 'ms' })",
  'qa.answer': "m.qa.answer('Di mana Ali dilahirkan?', 'Ali dilahirkan di Ipoh pada tahun 1990.')",
  loadFasttext: 'm.loadFasttext()',
};
