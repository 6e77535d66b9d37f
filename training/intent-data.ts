/**
 * Intent training data: the team's Malay, English and Manglish templates (training/data/intent), plus
 * open English and Indonesian intent sets mapped onto the seven intents (the map is written below and in
 * models/intent.md), plus review sentences as complaints (negative) and feedback (positive).
 */
import { isHeldOut, readLines, readTsv, shuffle } from './common.js';
import { smsa, uci, type LabelledText } from './sentiment-data.js';
import { expandTemplates, readLabelled, readTemplates } from './templates.js';

/** HWU64 intents → our intents; `command` rows phrased as a polite question become `request`. */
const HWU64: Record<string, string> = {
  general_praise: 'feedback', general_quirky: 'other', general_affirm: 'other', general_negate: 'other',
  general_dontcare: 'other', general_confirm: 'query', general_explain: 'query', general_commandstop: 'command',
  general_repeat: 'command', general_joke: 'command', music_likeness: 'feedback',
};
/** CLINC150 small-talk and meta intents → our intents (task intents are not used). */
const CLINC: Record<string, string> = {
  greeting: 'greeting', goodbye: 'greeting', thank_you: 'feedback', yes: 'other', no: 'other', maybe: 'other', oos: 'other',
  cancel: 'command', repeat: 'command', change_volume: 'command', change_speed: 'command', change_language: 'command',
  change_accent: 'command', whisper_mode: 'command', reset_settings: 'command', sync_device: 'command', tell_joke: 'command',
  fun_fact: 'command', are_you_a_bot: 'query', how_old_are_you: 'query', what_is_your_name: 'query', where_are_you_from: 'query',
  who_made_you: 'query', who_do_you_work_for: 'query', what_are_your_hobbies: 'query', do_you_have_pets: 'query',
  what_can_i_ask_you: 'query', meaning_of_life: 'query', user_name: 'query',
};
/** xSID intents (Indonesian and English validation file) → our intents. */
const XSID: Record<string, string> = {
  'weather/find': 'query', 'alarm/show_alarms': 'query', 'reminder/show_reminders': 'query', SearchCreativeWork: 'query',
  SearchScreeningEvent: 'query', 'alarm/set_alarm': 'command', 'alarm/cancel_alarm': 'command', 'alarm/modify_alarm': 'command',
  'alarm/snooze_alarm': 'command', 'reminder/set_reminder': 'command', 'reminder/cancel_reminder': 'command',
  PlayMusic: 'command', AddToPlaylist: 'command', BookRestaurant: 'request', RateBook: 'feedback',
};
const POLITE = /^(can you|could you|would you|will you|please|pls|i want|i would like|i'd like|i need|i wanna)\b/;

/** HWU64 rows mapped (task intents by their suffix: _query/qa_ → query, others → command). */
function hwu64(heldOut: boolean): LabelledText[] {
  return readTsv('hwu64', 'train.tsv').filter((r) => isHeldOut('hwu64', r.answerid ?? '') === heldOut).map((r) => {
    const intent = r.intent ?? '';
    const text = (r.text_original || r.text || '').trim();
    let label = HWU64[intent] ?? (/_query|^qa_|^recommendation_|querycontact|_convert|cooking_recipe|transport_traffic/.test(intent) ? 'query' : 'command');
    if (label === 'command' && POLITE.test(text.toLowerCase())) label = 'request';
    return { text, label, source: 'hwu64-en' };
  });
}

function clinc(heldOut: boolean): LabelledText[] {
  return readTsv('clinc150', 'train_val.tsv')
    .filter((r) => (r.intent ?? '') in CLINC && (r.split === 'val' || r.split === 'oos_val') === heldOut)
    .map((r) => ({ text: r.text ?? '', label: CLINC[r.intent ?? ''] as string, source: 'clinc150-en' }));
}

/** SGD user turns with one clear act: REQUEST → query, INFORM_INTENT → request, THANK_YOU → feedback, GOODBYE → greeting. */
function sgd(): LabelledText[] {
  const acts: Record<string, string> = { REQUEST: 'query', INFORM_INTENT: 'request', THANK_YOU: 'feedback', GOODBYE: 'greeting' };
  const rows = readTsv('sgd-dialogue-acts', 'train_dev.tsv').filter((r) => r.speaker === 'USER' && (r.acts ?? '') in acts);
  return shuffle(rows, 3).slice(0, 3000).map((r) => ({ text: r.utterance ?? '', label: acts[r.acts ?? ''] as string, source: 'sgd-en' }));
}

function xsid(): LabelledText[] {
  const out: LabelledText[] = [];
  for (const lang of ['id', 'en'] as const) {
    let text = '';
    for (const line of readLines('xsid-id-en', `${lang}.valid.conll`)) {
      if (line.startsWith('# text =')) text = line.slice(8).trim();
      const m = /^# intent = (.+)$/.exec(line);
      if (m && (m[1] as string) in XSID) out.push({ text, label: XSID[m[1] as string] as string, source: `xsid-${lang}` });
    }
  }
  return out;
}

/** Review sentences: negative → complaint, positive → feedback (at most 1,200 of each per source). */
function reviews(): LabelledText[] {
  const pick = (rows: LabelledText[], source: string): LabelledText[] => ['negative', 'positive'].flatMap((l) =>
    shuffle(rows.filter((r) => r.label === l), 9).slice(0, 1200).map((r) => ({ text: r.text, label: l === 'negative' ? 'complaint' : 'feedback', source })));
  return [...pick(uci(false), 'uci-en'), ...pick(smsa(false), 'smsa-id')];
}

/** The team's templates, expanded. */
export function intentTemplates(): LabelledText[] {
  return expandTemplates(readTemplates('intent'), { perTemplate: 40, seed: 17, noise: 0.5, source: 'team-templates' });
}

/** The team's own rows: the expanded templates and the development and training tables (never the evaluation table). */
function teamIntents(): LabelledText[] {
  return [...intentTemplates(), ...readLabelled('intent', 'dev.tsv', 'team-dev'), ...readLabelled('intent', 'train.tsv', 'team-dev')];
}

/** Every training row: templates, the team's development sentences, and the open sets. */
export function intentTraining(): LabelledText[] {
  return [...teamIntents(), ...hwu64(false), ...clinc(false), ...sgd(), ...xsid(), ...reviews()];
}

/** What each intent says of sentiment: asking and telling are neutral, complaints negative, praise positive. */
const INTENT_SENTIMENT: Record<string, string> = { query: 'neutral', request: 'neutral', command: 'neutral', complaint: 'negative', feedback: 'positive' };

/** Feedback that suggests or weighs (`Cadangan: tambah parking`, `Overall ok, cuma parking susah`) is not praise. */
const NOT_PRAISE = /cadang|suggest|saranan|mungkin boleh|would be nice|maybe you could|please consider|cuma|tapi/i;

/**
 * The team's intent sentences (templates, development and training tables; never the evaluation table) as
 * sentiment examples, `perLabel` of each intent drawn by a fixed shuffle: `Pukul berapa klinik buka esok?` is
 * neutral, `Servis Unifi memang hampeh` negative, `Staff dia sangat peramah` positive.
 */
export function intentAsSentiment(perLabel: number): LabelledText[] {
  const team = teamIntents();
  return Object.entries(INTENT_SENTIMENT).flatMap(([intent, label]) =>
    shuffle(team.filter((r) => r.label === intent && !(label === 'positive' && NOT_PRAISE.test(r.text))), 5)
      .slice(0, perLabel)
      .map((r) => ({ text: r.text, label, source: 'intent-ms' })));
}

/**
 * The team's plain Malaysian messages — questions, requests and commands of its intent sentences (templates,
 * development and training tables; never the evaluation table) — `count` of them by a fixed shuffle: chat that
 * holds no emotion (`Pukul berapa klinik buka esok?`, `Tolong hantar invois tu`).
 */
export function plainMalaysian(count: number): string[] {
  const plain = teamIntents().filter((r) => r.label === 'query' || r.label === 'request' || r.label === 'command');
  return shuffle(plain, 7).slice(0, count).map((r) => r.text);
}

/** Held-out English rows of the open sets (HWU64 carve-out, CLINC150 validation). */
export function intentHeldOutEnglish(): LabelledText[] {
  return [...hwu64(true), ...clinc(true)];
}
