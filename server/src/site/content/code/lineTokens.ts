// Tokens of code blocks line by line, each line tokenized once per grammar state it starts in. A TextMate grammar
// tokenizes a block one line at a time, each line from the state the line before left, so a line met again in the
// same state gives the same tokens and the same next state. Generated request and response examples are most of an
// API site's code, and they repeat the same lines from one operation to the next (headers, imports, the fields of
// a schema); so do the code blocks of a site's pages. States are compared level by level, on everything the
// tokenizer reads from them, and each language keeps a bounded number, past which blocks are tokenized whole.
// States are kept per grammar object: loading another language makes Shiki compile every grammar again, and a
// state's rule numbers mean nothing to another compile (an embedded grammar may resolve differently, too).
import type { GrammarState, HighlighterCore, ThemedToken } from 'shiki/core';

/** What the tokenizer keeps per level of its state (vscode-textmate's StateStack), compared to tell states apart. */
interface StackLevel {
  parent: StackLevel | null;
  depth: number;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: unknown;
  contentNameScopesList: unknown;
}

interface ScopeLevel {
  parent: ScopeLevel | null;
  scopeName: string;
  tokenAttributes: number;
}

interface LineState {
  /** Undefined for the state a block starts in. */
  grammar: GrammarState | undefined;
  stack: StackLevel | undefined;
  lines: Map<string, { tokens: ThemedToken[]; next: number }>;
}

/** States kept per language; lines kept per state. */
const MAX_STATES = 256;
const MAX_LINES_PER_STATE = 2000;

export interface LineTokenOptions {
  lang: string;
  theme: string;
  tokenizeMaxLineLength: number;
  tokenizeTimeLimit: number;
}

const statesByGrammar = new WeakMap<object, LineState[]>();

/**
 * The tokens of `code` as `codeToTokens` gives them (offsets aside, which are each line's own), or undefined when
 * the block cannot go line by line (carriage returns, too many states met): then tokenize it whole.
 */
export function tokensByLine(
  highlighter: HighlighterCore,
  code: string,
  options: LineTokenOptions,
): ThemedToken[][] | undefined {
  if (code.includes('\r')) return undefined;
  const grammar = highlighter.getLanguage(options.lang);
  let states = statesByGrammar.get(grammar);
  if (!states) statesByGrammar.set(grammar, (states = [{ grammar: undefined, stack: undefined, lines: new Map() }]));
  const out: ThemedToken[][] = [];
  let at = 0;
  for (const line of code.split('\n')) {
    if (line === '') {
      out.push([]); // an empty line leaves the state as it was
      continue;
    }
    const state = states[at];
    let known = state.lines.get(line);
    if (!known) {
      const result = highlighter.codeToTokens(line, { ...options, grammarState: state.grammar });
      const after = result.grammarState ?? highlighter.getLastGrammarState(result.tokens);
      const next = after && stateIndex(states, after);
      if (next === undefined) return undefined;
      known = { tokens: result.tokens[0] ?? [], next };
      if (state.lines.size < MAX_LINES_PER_STATE) state.lines.set(line, known);
    }
    out.push(known.tokens);
    at = known.next;
  }
  return out;
}

/** The index of a state equal to `grammar` among the language's states, added when new; undefined when full. */
function stateIndex(states: LineState[], grammar: GrammarState): number | undefined {
  const stack = (grammar as unknown as { getInternalStack(): StackLevel }).getInternalStack();
  for (let i = 0; i < states.length; i++) {
    const known = states[i].stack;
    if (known ? sameStack(known, stack) : isInitial(stack)) return i;
  }
  if (states.length >= MAX_STATES) return undefined;
  return states.push({ grammar, stack, lines: new Map() }) - 1;
}

/** The state a block starts in: vscode-textmate's root level, with no rule pushed. */
function isInitial(stack: StackLevel): boolean {
  return stack.parent === null && stack.ruleId === 0 && stack.depth === 1 && stack.nameScopesList === null;
}

function sameStack(a: StackLevel | null, b: StackLevel | null): boolean {
  for (;;) {
    if (a === b) return true;
    if (!a || !b) return false;
    if (
      a.depth !== b.depth ||
      a.ruleId !== b.ruleId ||
      a.endRule !== b.endRule ||
      a.beginRuleCapturedEOL !== b.beginRuleCapturedEOL ||
      !sameScopes(a.nameScopesList as ScopeLevel | null, b.nameScopesList as ScopeLevel | null) ||
      !sameScopes(a.contentNameScopesList as ScopeLevel | null, b.contentNameScopesList as ScopeLevel | null)
    )
      return false;
    a = a.parent;
    b = b.parent;
  }
}

function sameScopes(a: ScopeLevel | null, b: ScopeLevel | null): boolean {
  for (;;) {
    if (a === b) return true;
    if (!a || !b) return false;
    if (a.scopeName !== b.scopeName || a.tokenAttributes !== b.tokenAttributes) return false;
    a = a.parent;
    b = b.parent;
  }
}
