// The local spec files docs.json names, read from its text before it is parsed: lint asks for their full
// validation at once, so that the validator's thread works while the main thread is still parsing and building the
// model of a large navigation (a core otherwise idle), not after. A guess, never a verdict: a spec found here that
// the model turns out not to use is validated for nothing, and one named in an included file waits for the model.
import { readOpenapiString } from '../model/buildSiteModel';

/** `"openapi": <a string, a flat array, or a flat object>` as JSON writes it. */
const OPENAPI_MEMBER = /"openapi"\s*:\s*("(?:[^"\\]|\\.)*"|\[[^[\]{}]*(?:\{[^{}]*\}[^[\]{}]*)*\]|\{[^{}]*\})/g;

/** Root-relative paths of the local files the `openapi` values written in `text` name, in order, once each. */
export function openapiFilesInText(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(OPENAPI_MEMBER)) {
    let value: unknown;
    try {
      value = JSON.parse(m[1]);
    } catch {
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      const written = typeof item === 'string' ? item : sourceOf(item);
      const read = written === undefined ? undefined : readOpenapiString(written);
      if (read?.kind === 'file') out.add(read.path);
    }
  }
  return [...out];
}

function sourceOf(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const source = (item as { source?: unknown }).source;
  return typeof source === 'string' ? source : undefined;
}
