// One micromark parser for every page the lint reads. micromark's `parse()` merges all syntax extensions into one
// table of constructs for each document it is called for, about 0.1 ms a page and a pile of short-lived arrays; the
// table depends only on the extensions, so it is merged once here and the parser object is kept. What a document
// leaves on the parser (the definitions it made, which of its lines were lazy, and what extensions keep there: GFM's
// footnote labels, MDX's imported names) is reset before the next document starts, so nothing carries from one
// page to another.
import { parse } from 'micromark';
import type { Extension, ParseContext } from 'micromark-util-types';

type Parser = ParseContext & Record<string, unknown>;

let shared: { parser: Parser; ownKeys: ReadonlySet<string>; extensions: readonly Extension[] } | undefined;

/** A parser with no document's state on it, for the given extensions (always the same list in practice). */
export function cleanParser(extensions: readonly Extension[]): ParseContext {
  if (shared?.extensions !== extensions) {
    const parser = parse({ extensions: [...extensions] }) as Parser;
    shared = { parser, ownKeys: new Set(Object.keys(parser)), extensions };
    return parser;
  }
  const parser = shared.parser;
  // Extensions add their state as new keys (`x ||= []`): set back to undefined rather than deleted, so the object
  // keeps its shape and the parser's many property reads stay fast.
  for (const key of Object.keys(parser)) if (!shared.ownKeys.has(key)) parser[key] = undefined;
  parser.defined = [];
  parser.lazy = {};
  return parser;
}
