// One micromark parser for every page the lint reads (and for the editor's look at a broken window of a page). micromark's `parse()` merges all syntax extensions into one
// table of constructs for each document it is called for, about 0.1 ms a page and a pile of short-lived arrays; the
// table depends only on the extensions, so it is merged once here and the parser object is kept. What a document
// leaves on the parser (the definitions it made, which of its lines were lazy, and what extensions keep there: GFM's
// footnote labels, MDX's imported names) is reset before the next document starts, so nothing carries from one
// page to another.
//
// GFM's literal autolinks are tried at the start of every word: an email address may start at any letter or digit,
// so plain text is cut into a piece per word, each followed by a failed attempt (the pieces are joined again
// afterwards). A page that cannot hold the literal (no `x@`, no `www.`, no `http`) gets a table without that
// construct: a failed attempt leaves nothing behind, so the events are the same, made with less work.
import { parse } from 'micromark';
import type { Construct, Extension, ParseContext } from 'micromark-util-types';

type Parser = ParseContext & Record<string, unknown>;
type Constructs = ParseContext['constructs'];

interface Shared {
  parser: Parser;
  ownKeys: ReadonlySet<string>;
  extensions: readonly Extension[];
  /** The full table, and tables without some literal autolinks, by `LiteralsAbsent` bits. */
  tables: Map<number, Constructs>;
}

let shared: Shared | undefined;

/** Bits of the literal autolinks a page cannot hold (by the construct names of micromark-extension-gfm). */
const LITERALS = [
  // An address needs a letter, digit or one of `+-._` right before its `@` (so `npm i @scope/pkg` cannot be one).
  { name: 'emailAutolink', absent: (text: string) => !/[\w+.-]@/.test(text) },
  { name: 'wwwAutolink', absent: (text: string) => !/www\./i.test(text) },
  { name: 'protocolAutolink', absent: (text: string) => !/http/i.test(text) },
];

/**
 * A parser with no document's state on it, for the given extensions (always the same list in practice), ready for
 * `text`.
 */
export function cleanParser(extensions: readonly Extension[], text: string): ParseContext {
  if (shared?.extensions !== extensions) {
    const parser = parse({ extensions: [...extensions] }) as Parser;
    shared = { parser, ownKeys: new Set(Object.keys(parser)), extensions, tables: new Map([[0, parser.constructs]]) };
  }
  const parser = shared.parser;
  // Extensions add their state as new keys (`x ||= []`): set back to undefined rather than deleted, so the object
  // keeps its shape and the parser's many property reads stay fast.
  for (const key of Object.keys(parser)) if (!shared.ownKeys.has(key)) parser[key] = undefined;
  parser.defined = [];
  parser.lazy = {};
  parser.constructs = tableFor(shared, text);
  return parser;
}

function tableFor(state: Shared, text: string): Constructs {
  let absent = 0;
  LITERALS.forEach((literal, bit) => {
    if (literal.absent(text)) absent |= 1 << bit;
  });
  let table = state.tables.get(absent);
  if (!table) {
    const full = state.tables.get(0)!;
    const dropped = new Set(LITERALS.filter((_, bit) => absent & (1 << bit)).map((literal) => literal.name));
    table = { ...full, text: withoutConstructs(full.text, dropped) };
    state.tables.set(absent, table);
  }
  return table;
}

/** A map of constructs by character code without the named ones; a character left with none is no break in text. */
function withoutConstructs(map: Constructs['text'], names: ReadonlySet<string>): Constructs['text'] {
  const out: Record<string, Construct[]> = {};
  for (const [code, list] of Object.entries(map as Record<string, Construct[] | undefined>)) {
    if (!list) continue;
    const kept = list.filter((construct) => !construct.name || !names.has(construct.name));
    if (kept.length > 0) out[code] = kept;
  }
  return out as Constructs['text'];
}
