// The playground: one text through the service's public HTTP API (/analyze, /formalize, /translate),
// shown as bars, marked entities, coloured code-switching and POS tags on hover. Builds the page with
// DOM calls only (no innerHTML), so nothing in the text can become markup.

const MODULES = [
  { name: 'sentiment', label: 'Sentiment' },
  { name: 'emotion', label: 'Emotion' },
  { name: 'language', label: 'Language and code-switching' },
  { name: 'ner', label: 'Entities' },
  { name: 'pos', label: 'Parts of speech' },
  { name: 'keywords', label: 'Keywords' },
  { name: 'normalize', label: 'Normalised' },
  { name: 'formalize', label: 'Formal Malay' },
  { name: 'translate', label: 'Translation' },
];
const FROM_ANALYZE = new Set(['sentiment', 'emotion', 'language', 'ner', 'pos', 'keywords', 'normalize']);
const ENTITY_LABELS = { PERSON: 'PER', LOCATION: 'LOC', ORG: 'ORG', MISC: 'MISC' };

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) node.append(child);
  return node;
};

function renderModules() {
  for (const m of MODULES) {
    const box = el('input', { type: 'checkbox', id: `m-${m.name}`, name: 'modules', value: m.name, checked: true });
    $('modules').append(el('label', { htmlFor: box.id }, box, ` ${m.label}`));
  }
}

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error ?? `The service answered ${response.status}.`);
  return data;
}

function bars(container, scores, top) {
  container.replaceChildren();
  for (const [name, value] of Object.entries(scores).sort((a, b) => b[1] - a[1])) {
    const pct = Math.round(value * 1000) / 10;
    const track = el('div', { className: 'track' }, el('div', { className: 'fill' }));
    track.firstChild.style.width = `${pct}%`;
    const row = el('div', { className: `bar${name === top ? ' top' : ''}`, role: 'img', ariaLabel: `${name} ${pct} percent` }, el('span', { textContent: name }), track, el('span', { className: 'value', textContent: `${pct}%` }));
    container.append(row);
  }
}

/** Character spans of `needles` found in order in `text` (entities and tokens come in reading order). */
function locate(text, needles) {
  const spans = [];
  let from = 0;
  for (const [needle, label] of needles) {
    const at = text.indexOf(needle, from);
    if (at === -1) continue;
    spans.push({ start: at, end: at + needle.length, label });
    from = at + needle.length;
  }
  return spans;
}

/** The text with code-switching colours, entity marks and POS titles, built as nested elements. */
function markText(text, analysis, show) {
  const segments = show.language ? analysis.code_switching.segments : [];
  const entities = show.ner ? locate(text, analysis.entities.map(([t, type]) => [t, ENTITY_LABELS[type] ?? 'MISC'])) : [];
  const tokens = show.pos ? locate(text, analysis.pos) : [];
  const cuts = new Set([0, text.length]);
  for (const s of [...segments, ...entities, ...tokens]) cuts.add(s.start).add(s.end);
  const points = [...cuts].sort((a, b) => a - b);
  const at = (spans, i) => spans.find((s) => s.start <= i && i < s.end);
  const out = $('marked');
  out.replaceChildren();
  let mark = null;
  for (let k = 0; k + 1 < points.length; k++) {
    const [a, b] = [points[k], points[k + 1]];
    const seg = segments.find((s) => s.start <= a && a < s.end);
    const tok = at(tokens, a);
    const piece = el('span', { textContent: text.slice(a, b) });
    if (seg) piece.classList.add(`seg-${seg.lang}`);
    if (tok) {
      piece.classList.add('tok');
      piece.title = tok.label;
    }
    const ent = at(entities, a);
    if (ent && (!mark || mark.entity !== ent)) {
      mark = Object.assign(el('mark'), { entity: ent });
      mark.dataset.label = ent.label;
      out.append(mark);
    } else if (!ent) {
      mark = null;
    }
    (mark ?? out).append(piece);
  }
  const legend = $('legend');
  legend.replaceChildren();
  if (show.language) legend.append(el('span', { className: 'seg-ms', textContent: 'Malay' }), el('span', { className: 'seg-en', textContent: 'English' }));
  if (show.pos) legend.append(el('span', { textContent: 'hover a word for its part of speech' }));
}

function show(id, visible) {
  $(id).hidden = !visible;
}

async function analyse(event) {
  event?.preventDefault();
  const text = $('text').value;
  const chosen = new Set([...document.querySelectorAll('input[name=modules]:checked')].map((b) => b.value));
  const want = Object.fromEntries(MODULES.map((m) => [m.name, chosen.has(m.name)]));
  $('error').hidden = true;
  if (text.trim() === '') {
    $('error').textContent = 'Type or paste some text first.';
    $('error').hidden = false;
    return;
  }
  $('analyse').disabled = true;
  $('status').textContent = 'Analysing…';
  const started = performance.now();
  try {
    const [analysis, formal] = await Promise.all([
      [...chosen].some((m) => FROM_ANALYZE.has(m)) ? post('/analyze', { text }) : null,
      want.formalize ? post('/formalize', { text }) : null,
    ]);
    let translation = null;
    if (want.translate) {
      let target = $('target').value;
      if (target === 'auto') target = analysis?.result.language.primary === 'en' ? 'bm' : 'en';
      translation = await post('/translate', { text, target });
    }
    const a = analysis?.result;
    show('card-text', Boolean(a) && (want.language || want.ner || want.pos));
    if (a) markText(text, a, want);
    show('card-sentiment', Boolean(a) && want.sentiment);
    if (a && want.sentiment) {
      const box = $('sentiment');
      bars(box, a.sentiment.probabilities, a.sentiment.label);
      box.prepend(el('p', { className: 'big', textContent: a.sentiment.label }));
    }
    show('card-emotion', Boolean(a) && want.emotion);
    if (a && want.emotion) {
      const box = $('emotion');
      bars(box, a.emotion.scores, a.emotion.primary);
      box.prepend(el('p', { className: 'big', textContent: `${a.emotion.primary} (then ${a.emotion.secondary})` }));
    }
    show('card-language', Boolean(a) && want.language);
    if (a && want.language) {
      const box = $('language');
      bars(box, a.language.scores, null);
      const cs = a.code_switching;
      box.prepend(el('p', { className: 'big', textContent: `${a.language.primary}${a.language.is_mixed ? ' — mixed' : ''}` }));
      box.append(el('p', { className: 'hint', textContent: `is_mixed: ${a.language.is_mixed}; ${cs.switch_count} switch${cs.switch_count === 1 ? '' : 'es'} (${cs.pattern})` }));
    }
    show('card-keywords', Boolean(a) && want.keywords);
    if (a && want.keywords) $('keywords').replaceChildren(...a.keywords.map((k) => el('li', { textContent: `${k.keyword} (${k.score.toFixed(2)})` })));
    show('card-forms', (Boolean(a) && want.normalize) || Boolean(formal));
    const forms = $('forms');
    forms.replaceChildren();
    if (a && want.normalize) forms.append(el('dt', { textContent: 'Normalised' }), el('dd', { textContent: a.normalized }));
    if (formal) forms.append(el('dt', { textContent: 'Formal Malay' }), el('dd', { textContent: formal.result }));
    show('card-translation', Boolean(translation));
    if (translation) $('translation').textContent = translation.result;
    const parts = [['analyze', analysis], ['formalize', formal], ['translate', translation]].filter(([, r]) => r).map(([name, r]) => `${name} ${r.processing_time_ms.toFixed(1)} ms`);
    $('timing').textContent = `Processing time on the service: ${parts.join(', ')}; ${Math.round(performance.now() - started)} ms from pressing Analyse to these results.`;
    show('results', true);
    $('status').textContent = 'Results below.';
  } catch (err) {
    $('error').textContent = err.message;
    $('error').hidden = false;
    $('status').textContent = '';
  } finally {
    $('analyse').disabled = false;
  }
}

renderModules();
$('form').addEventListener('submit', analyse);
$('text').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) analyse(e);
});
