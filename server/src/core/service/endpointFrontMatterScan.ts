// The page files whose front matter names an endpoint (`openapi:` or `api:`), and those whose front matter is not read
// yet, kept between checks and brought up to date from the page store's log of front matter changes: frontmatter-
// endpoint looked at every page file's front matter on every check, a pass over 25,000 files per keystroke on the
// largest real site, for the few dozen pages that name an endpoint.
import type { FrontMatterResult } from '../pages/frontMatter';
import type { PageIndex } from '../pages/pageIndex';
import type { PageStore } from '../pages/pageStore';
import type { EndpointFrontMatters } from '../rules/ruleContext';

export class EndpointFrontMatterScan {
  private state?: {
    index: PageIndex;
    filesVersion: number;
    frontMatterVersion: number;
    withEndpoint: Map<string, FrontMatterResult>;
    unread: Set<string>;
  };

  /** As of now: the files whose front matter changed since the last scan are looked at again, or every one. */
  scan(files: PageIndex, store: PageStore): EndpointFrontMatters {
    const state = this.state;
    const changed =
      state && state.index === files && state.filesVersion === files.version
        ? store.frontMatterChangesSince(state.frontMatterVersion)
        : undefined;
    if (state && changed) {
      for (const file of changed) note(state, file, files.isListedPageFile(file), store);
      state.frontMatterVersion = store.frontMatterVersion;
      return state;
    }
    const fresh = {
      index: files,
      filesVersion: files.version,
      frontMatterVersion: store.frontMatterVersion,
      withEndpoint: new Map<string, FrontMatterResult>(),
      unread: new Set<string>(),
    };
    for (const file of files.allPageFiles()) note(fresh, file, true, store);
    this.state = fresh;
    return fresh;
  }
}

function note(
  state: { withEndpoint: Map<string, FrontMatterResult>; unread: Set<string> },
  file: string,
  listed: boolean,
  store: PageStore,
): void {
  const known = listed ? store.frontMatterIfRead(file) : undefined;
  if (listed && !known) state.unread.add(file);
  else state.unread.delete(file);
  if (known?.endpoint) state.withEndpoint.set(file, known);
  else state.withEndpoint.delete(file);
}
