// A .jsx/.js snippet read as a program (acorn with its JSX plugin, the parser MDX itself uses), never run. What it
// declares is worked out by evaluate.ts like the `export`s of an MDX file. Deep nesting is refused before the
// parser (a recursive descent) sees it, and any parser failure becomes a reason for the marker.
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import type { Program } from 'estree-jsx';

export type ParsedScript = { program: Program; text: string } | { error: string };

const JsxParser = Parser.extend(jsx());
/** Brackets open at once past this: refused unread (real components nest a few dozen levels). */
const MAX_NESTING = 500;

export function parseScript(file: string, text: string): ParsedScript {
  if (/\.tsx?$/i.test(file)) return { error: `"${file}" is TypeScript, which is not read here` };
  if (bracketDepth(text) > MAX_NESTING) return { error: `"${file}" nests more than ${MAX_NESTING} levels deep` };
  try {
    const program = JsxParser.parse(text, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
    return { program, text };
  } catch (e) {
    if (e instanceof RangeError) return { error: `"${file}" nests too deeply to read` };
    const loc = (e as { loc?: { line: number; column: number } }).loc;
    const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\(\d+:\d+\)$/, '');
    const at = loc ? ` at line ${loc.line}, column ${loc.column + 1}` : '';
    return { error: `"${file}" does not parse${at}: ${message}` };
  }
}

/** The deepest run of open brackets, counted without regard to strings (an over-estimate, which is safe). */
function bracketDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) max = Math.max(max, ++depth);
    else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}
