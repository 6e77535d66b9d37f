/**
 * Generated blocks inside hand-written or generated Markdown: the text between `<!-- name:start -->` and
 * `<!-- name:end -->`. `npm run eval` writes its tables into docs/accuracy.md and into each model card this
 * way, and `npm run train` keeps a card's measured block when it rewrites the card.
 */

const markers = (name: string): [string, string] => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/**
 * The whole marked block (markers included), or null when the document has none.
 *
 * @example
 * ```ts
 * markedBlock('intro\n<!-- measured:start -->\n| a |\n<!-- measured:end -->\n', 'measured');
 * // '<!-- measured:start -->\n| a |\n<!-- measured:end -->'
 * ```
 */
export function markedBlock(doc: string, name: string): string | null {
  const [start, end] = markers(name);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from);
  return from < 0 || to < 0 ? null : doc.slice(from, to + end.length);
}

/**
 * The document with its marked block's content replaced by `body`; a document without the block gets one
 * appended at the end.
 *
 * @example
 * ```ts
 * withMarkedBlock('# Topic\n', 'measured', '| value |'); // '# Topic\n\n<!-- measured:start -->\n| value |\n<!-- measured:end -->\n'
 * ```
 */
export function withMarkedBlock(doc: string, name: string, body: string): string {
  const [start, end] = markers(name);
  const block = `${start}\n${body}\n${end}`;
  const old = markedBlock(doc, name);
  return old === null ? `${doc.trimEnd()}\n\n${block}\n` : doc.replace(old, () => block);
}
