// Nesting depth of YAML text, measured on yaml's flat token stream BEFORE anything builds a tree.
// yaml's composer recurses per level: about 1,000 nested block sequences make it report RESOURCE_EXHAUSTION the
// first time and abort the whole process (V8 "RegExpCompiler Allocation failed", not catchable) the second time.
// The lexer is an iterative state machine, so it is safe on any input; quoting, comments and block scalars are
// handled by it, not guessed.
import { Lexer } from 'yaml';

/** Deepest nesting a spec may have. Real specs stay well under 60; yaml itself gives up near 1,000. */
export const MAX_YAML_DEPTH = 200;

export interface DepthExceeded {
  depth: number;
  /** Offset of the token where the limit was passed. */
  offset: number;
}

/**
 * Over-approximates the nesting depth: block levels from indentation (every new line start and every item after
 * "-" or "?" opens a level at its column) plus open flow brackets. Returns where `limit` is first passed, or
 * undefined when the text stays within it.
 */
export function findExcessiveYamlDepth(text: string, limit = MAX_YAML_DEPTH): DepthExceeded | undefined {
  const blockColumns: number[] = [];
  let flow = 0;
  let offset = 0;
  let column = 0;
  let lineStart = true;
  let afterIndicator = false;
  for (const token of new Lexer().lex(text)) {
    const first = token.charCodeAt(0);
    // Zero-width markers the lexer inserts: document mode, scalar, flow error end.
    if (token.length === 1 && (first === 0x02 || first === 0x1f || first === 0x18)) continue;
    const start = offset;
    const startColumn = column;
    offset += token.length;
    const lastBreak = Math.max(token.lastIndexOf('\n'), token.lastIndexOf('\r'));
    column = lastBreak >= 0 ? token.length - lastBreak - 1 : column + token.length;

    if (token === '\n' || token === '\r\n' || token === '') {
      lineStart = true;
      afterIndicator = false;
      continue;
    }
    if (first === 32 /* space */ || first === 9 /* tab */ || first === 35 /* # */) continue;
    if (token === '[' || token === '{') {
      flow++;
    } else if (token === ']' || token === '}') {
      if (flow > 0) flow--;
    } else if (token === '---' || token === '...') {
      blockColumns.length = 0;
      flow = 0;
    }
    if (flow === 0 || token === '[' || token === '{') {
      if ((lineStart || afterIndicator) && token !== ']' && token !== '}') {
        while (blockColumns.length > 0 && blockColumns[blockColumns.length - 1] >= startColumn) blockColumns.pop();
        blockColumns.push(startColumn);
      }
    }
    lineStart = false;
    afterIndicator = token === '-' || token === '?';
    const depth = blockColumns.length + flow;
    if (depth > limit) return { depth, offset: start };
  }
  return undefined;
}
