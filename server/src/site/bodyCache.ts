// Rendered bodies kept by page text, so that a page file whose text another page already has (a versioned site
// copies most pages into every version) is not rendered again. A body can be reused when every link and image in
// it resolves to the same URL from the new page as from the page it was rendered for; otherwise it is rendered
// again (relative links in another folder, for instance, point elsewhere).
import type { RenderedContent } from './contentRenderer';
import { resolveAsset, resolveLink, type LinkTargets, type Resolution } from './linkResolver';

export interface RenderedBody {
  content: RenderedContent;
  resolutions: Resolution[];
  assets: string[];
  /** The page file the body was rendered for, and the HTML file it was rendered into. */
  sourceFile: string;
  outputFile: string;
}

export class BodyCache {
  private readonly byKey = new Map<string, RenderedBody[]>();
  hits = 0;
  misses = 0;

  constructor(private readonly targets: LinkTargets) {}

  /** A body rendered for text `key` that is right for `sourceFile` written into `outputFile`, if there is one. */
  find(key: string, sourceFile: string, outputFile: string): RenderedBody | undefined {
    for (const body of this.byKey.get(key) ?? []) {
      if (sameAnswers(this.targets, body, sourceFile, outputFile)) {
        this.hits++;
        return body;
      }
    }
    this.misses++;
    return undefined;
  }

  add(key: string, body: RenderedBody): void {
    const list = this.byKey.get(key);
    if (list) list.push(body);
    else this.byKey.set(key, [body]);
  }
}

/** True when every recorded answer comes out the same for the other page. */
export function sameAnswers(targets: LinkTargets, body: RenderedBody, sourceFile: string, outputFile: string): boolean {
  if (body.sourceFile === sourceFile && body.outputFile === outputFile) return true;
  for (const [kind, input, from, output, rewrite] of body.resolutions) {
    const fromFile = from === body.sourceFile ? sourceFile : from;
    const again =
      kind === 'link'
        ? resolveLink(targets, outputFile, input, fromFile, undefined, rewrite)
        : resolveAsset(targets, outputFile, input, fromFile);
    if (again !== output) return false;
  }
  return true;
}
