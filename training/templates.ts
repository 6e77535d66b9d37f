/**
 * Team-written training data from templates: `training/data/<task>/templates.txt` holds slot lists and
 * labelled templates the team wrote; expansion samples them (seeded) and adds chat variation
 * (shortforms, missing capitals and punctuation, filler particles) so the trained models meet
 * Manglish as it is typed.
 *
 * Syntax: `@slot: a | b | c` defines a slot; `label<TAB>template` is a template. In both, `[a|b|]` picks one
 * alternative (empty allowed) and `{slot}` a value of a slot (values may use both again).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lazy } from '../src/lazy.js';
import { chatSpellings } from './chat.js';
import { ROOT, rng, stableHash } from './common.js';
import type { LabelledText } from './sentiment-data.js';

/** Parsed templates of one task. */
export interface TemplateSet {
  readonly slots: ReadonlyMap<string, readonly string[]>;
  readonly templates: readonly { label: string; template: string }[];
}

/** How to expand. */
export interface ExpandOptions {
  /** Samples drawn per template (duplicates are dropped). */
  readonly perTemplate: number;
  readonly seed: number;
  /** Probability of chat variation per sample (0 = written as is). */
  readonly noise?: number;
  /** Source name recorded on each row. */
  readonly source: string;
}

/** Splits `a|b|[c|d]` at top-level bars only. */
function alternatives(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '|' && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  out.push(body.slice(start));
  return out.map((s) => s.trim());
}

/** Reads `training/data/<task>/templates.txt` (and any `templates-*.txt` beside it). */
export function readTemplates(task: string, file = 'templates.txt'): TemplateSet {
  const slots = new Map<string, string[]>();
  const templates: { label: string; template: string }[] = [];
  for (const raw of readFileSync(join(ROOT, 'training', 'data', task, file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const slot = /^@([\w-]+):\s*(.*)$/.exec(line);
    if (slot) slots.set(slot[1] as string, [...(slots.get(slot[1] as string) ?? []), ...alternatives(slot[2] as string)]);
    else {
      const tab = raw.indexOf('\t');
      if (tab < 0) throw new Error(`templates ${task}: expected "label<TAB>template" or "@slot: …", got: ${line}`);
      templates.push({ label: raw.slice(0, tab).trim(), template: raw.slice(tab + 1).trim() });
    }
  }
  return { slots, templates };
}

/** One random realisation of a template. */
function realise(text: string, slots: ReadonlyMap<string, readonly string[]>, rand: () => number, depth = 0): string {
  if (depth > 8) throw new Error(`templates: slots nest too deep near "${text}"`);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[') {
      let depthB = 1;
      let j = i + 1;
      for (; j < text.length && depthB > 0; j++) {
        if (text[j] === '[') depthB++;
        else if (text[j] === ']') depthB--;
      }
      const options = alternatives(text.slice(i + 1, j - 1));
      out += realise(options[Math.floor(rand() * options.length)] as string, slots, rand, depth + 1);
      i = j - 1;
    } else if (c === '{') {
      const end = text.indexOf('}', i);
      const name = text.slice(i + 1, end);
      const values = slots.get(name);
      if (!values) throw new Error(`templates: unknown slot {${name}}`);
      out += realise(values[Math.floor(rand() * values.length)] as string, slots, rand, depth + 1);
      i = end;
    } else out += c;
  }
  return out;
}

/** Standard Malay word → the chat spellings the team's shortform and slang tables list for it (`training/chat.ts`). */
const informalForms = lazy(chatSpellings);

const FILLERS = ['lah', 'la', 'je', 'weh', 'bro', 'kot', 'tau'];

/** Chat variation: shortforms for some words, no capital, no final full stop, a filler particle. */
function chatVariant(text: string, rand: () => number): string {
  const words = text.split(' ').map((w) => {
    const forms = informalForms().get(w.toLowerCase());
    return forms && rand() < 0.5 ? (forms[Math.floor(rand() * forms.length)] as string) : w;
  });
  let out = words.join(' ');
  if (rand() < 0.6) out = out.toLowerCase();
  if (rand() < 0.5) out = out.replace(/\.$/, '');
  if (rand() < 0.25 && !/[?!]$/.test(out)) out = `${out} ${FILLERS[Math.floor(rand() * FILLERS.length)] as string}`;
  return out;
}

/**
 * Expands every template `perTemplate` times (seeded), tidies spacing, adds chat variation to a share of
 * the samples, and drops duplicates. Each template draws from a generator of its own (the seed and the
 * template's hash), so a new template or a new chat spelling in the tables redraws only the templates it touches,
 * not every template after it.
 */
export function expandTemplates(set: TemplateSet, opts: ExpandOptions): LabelledText[] {
  const seen = new Set<string>();
  const out: LabelledText[] = [];
  for (const { label, template } of set.templates) {
    const rand = rng((opts.seed ^ stableHash(`${label}\t${template}`)) >>> 0);
    for (let k = 0; k < opts.perTemplate; k++) {
      let text = realise(template, set.slots, rand).replace(/\s+/g, ' ').replace(/\s+([,.!?])/g, '$1').trim();
      if (rand() < (opts.noise ?? 0)) text = chatVariant(text, rand);
      if (text === '' || seen.has(`${label}\t${text}`)) continue;
      seen.add(`${label}\t${text}`);
      out.push({ text, label, source: opts.source });
    }
  }
  return out;
}

/** A team-written labelled file `training/data/<task>/<file>` (`label<TAB>text` per line). */
export function readLabelled(task: string, file: string, source: string): LabelledText[] {
  return readFileSync(join(ROOT, 'training', 'data', task, file), 'utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => {
      const tab = l.indexOf('\t');
      if (tab < 0) throw new Error(`${task}/${file}: expected "label<TAB>text", got: ${l}`);
      return { label: l.slice(0, tab).trim(), text: l.slice(tab + 1).trim(), source };
    });
}
