// Problems -> LSP diagnostics (`code` = rule id, `source` = docsjson, `data` = the quick-fix facts), grouped per
// file. Push always works; when the client pulls, open documents are answered by the pull handler instead, and
// everything else is still pushed.
import type { Connection, Diagnostic } from 'vscode-languageserver';
import type { Problem } from '../core/problem';
import type { DocumentStore } from './documentStore';
import type { Site, SiteCheck } from './site';

const SEVERITY = { error: 1, warning: 2, info: 3 } as const;

export function toDiagnostic(problem: Problem): Diagnostic {
  const diagnostic: Diagnostic = {
    range: problem.range,
    severity: SEVERITY[problem.severity],
    code: problem.ruleId,
    source: 'docsjson',
    message: problem.message,
  };
  if (problem.data) diagnostic.data = problem.data;
  if (problem.ruleId === 'key-ignored') diagnostic.tags = [1]; // Unnecessary: shown faded
  return diagnostic;
}

/** Diagnostics of the last check per URI, and what was pushed, per site. */
export class DiagnosticsPublisher {
  private readonly byUri = new Map<Site, Map<string, Diagnostic[]>>();
  private readonly pushed = new Map<Site, Set<string>>();
  /** What was last pushed for files that are not open, so that unchanged lists are not sent again. */
  private readonly pushedKey = new Map<string, string>();
  /** Set once the client announced pull diagnostics support. */
  pullMode = false;

  constructor(
    private readonly connection: Connection,
    private readonly documents: DocumentStore,
  ) {}

  /** Diagnostics of a document as of the site's last check. */
  forUri(site: Site, uri: string): Diagnostic[] {
    return this.byUri.get(site)?.get(uri) ?? [];
  }

  async publish(site: Site, result: SiteCheck): Promise<void> {
    const next = new Map<string, Diagnostic[]>();
    for (const problem of result?.problems ?? []) {
      const uri = site.uriOf(problem.file);
      let list = next.get(uri);
      if (!list) next.set(uri, (list = []));
      list.push(toDiagnostic(problem));
    }
    // Config files with no problems still get an empty list (clears what an earlier check showed).
    for (const file of result?.configFiles ?? []) if (!next.has(site.uriOf(file))) next.set(site.uriOf(file), []);
    this.byUri.set(site, next);

    const previous = this.pushed.get(site) ?? new Set<string>();
    const pushedNow = new Set<string>();
    for (const [uri, diagnostics] of next) {
      const open = this.documents.get(uri);
      if (this.pullMode && open) continue;
      if (diagnostics.length === 0 && !previous.has(uri) && !open) continue;
      if (diagnostics.length > 0) pushedNow.add(uri);
      if (!open) {
        // A page or spec with the same problems as last time: nothing to send (keeps keystrokes cheap on big sites).
        const key = JSON.stringify(diagnostics);
        if (this.pushedKey.get(uri) === key && previous.has(uri)) continue;
        this.pushedKey.set(uri, key);
      } else this.pushedKey.delete(uri);
      await this.connection.sendDiagnostics(open ? { uri, version: open.version, diagnostics } : { uri, diagnostics });
    }
    for (const uri of previous) {
      if (!next.has(uri) || (this.pullMode && this.documents.get(uri))) {
        if (!pushedNow.has(uri)) {
          this.pushedKey.delete(uri);
          await this.connection.sendDiagnostics({ uri, diagnostics: [] });
        }
      }
    }
    this.pushed.set(site, pushedNow);
  }

  /** Clears everything a site showed (its docs.json was deleted). */
  async clear(site: Site): Promise<void> {
    for (const uri of this.pushed.get(site) ?? []) {
      this.pushedKey.delete(uri);
      await this.connection.sendDiagnostics({ uri, diagnostics: [] });
    }
    this.pushed.delete(site);
    this.byUri.delete(site);
  }
}
