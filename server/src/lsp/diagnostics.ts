// Problems -> LSP diagnostics (`code` = rule id, `codeDescription` = the rule's page, `source` = docsjson, `data` =
// the quick-fix facts), grouped per file. Push always works; when the client pulls, open documents are answered by
// the pull handler instead, and everything else is still pushed.
import type { Connection, Diagnostic } from 'vscode-languageserver';
import { isRuleId, letMessagesIn, ruleDocsUrl, type Problem } from '../core';
import type { DocumentStore } from './documentStore';
import { uriToFsPath } from './paths';
import type { Site, SiteCheck } from './site';

const SEVERITY = { error: 1, warning: 2, info: 3 } as const;
const PAGE_FILE = /\.(mdx|md)$/i;
/** The longest run of sends between two turns of the event loop (a keystroke that arrives waits for at most this). */
const SEND_SLICE_MS = 4;

/** When the publisher yields, and whether it should stop: the real clock, or a test's. */
export interface PublishPacing {
  now(): number;
  /** A turn of the event loop: what arrived meanwhile (a keystroke) is handled. */
  turn(): Promise<void>;
}

const EVENT_LOOP_PACING: PublishPacing = {
  now: () => performance.now(),
  turn: letMessagesIn,
};

export function toDiagnostic(problem: Problem): Diagnostic {
  const diagnostic: Diagnostic = {
    range: problem.range,
    severity: SEVERITY[problem.severity],
    code: problem.ruleId,
    source: 'docsjson',
    message: problem.message,
  };
  // Editors show the code as a link to the rule's page (clients without codeDescriptionSupport ignore it).
  if (isRuleId(problem.ruleId)) diagnostic.codeDescription = { href: ruleDocsUrl(problem.ruleId) };
  if (problem.data) diagnostic.data = problem.data;
  if (problem.ruleId === 'key-ignored') diagnostic.tags = [1]; // Unnecessary: shown faded
  return diagnostic;
}

/**
 * Diagnostics of each site's last check, per URI. A file can belong to two sites (a page under nested docs roots):
 * what is shown for it is the union of their lists.
 */
export class DiagnosticsPublisher {
  private readonly byUri = new Map<Site, Map<string, Diagnostic[]>>();
  /** What was last pushed per URI (JSON), so that an unchanged list for a closed file is not sent again. */
  private readonly pushedKey = new Map<string, string>();
  /** URIs whose lists a publish left unsent because a newer check was waiting: sent with the next publish. */
  private readonly unsent = new Set<string>();
  /** Set once the client announced pull diagnostics support. */
  pullMode = false;

  constructor(
    private readonly connection: Connection,
    private readonly documents: DocumentStore,
    private readonly pacing: PublishPacing = EVENT_LOOP_PACING,
  ) {}

  /** Diagnostics of a document as of the last check of every site it belongs to. */
  forUri(_site: Site | undefined, uri: string): Diagnostic[] {
    const lists = [...this.byUri.values()].map((m) => m.get(uri)).filter((l): l is Diagnostic[] => !!l && l.length > 0);
    if (lists.length <= 1) return lists[0] ?? [];
    // Two sites that check the same page report its own problems twice (each naming the file its own way): the
    // first site's list is kept whole, another site adds only what the first did not report at that place.
    const key = (d: Diagnostic) =>
      `${d.code}|${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`;
    const out = [...lists[0]];
    const seen = new Set(out.map(key));
    for (const list of lists.slice(1)) for (const d of list) if (!seen.has(key(d))) out.push(d);
    return out;
  }

  /**
   * Sends a site's lists: the open documents' first (what the user is looking at), made before the others, then the
   * other files' a few milliseconds at a time between turns of the event loop. When `newerWaiting` says a newer check
   * is waiting (the user typed meanwhile), the rest is left to the next publish, which sends the lists as they are
   * then: a check whose results reach thousands of files (the site's pages checked in the background) never holds up
   * a keystroke.
   */
  async publish(site: Site, result: SiteCheck, newerWaiting?: () => boolean): Promise<void> {
    // The versions of the open documents as the check read them, taken before the first await: an edit that arrives
    // while the lists are being made or sent must not lend its version to a list of the text before it (the next
    // check publishes for that one).
    const versions = new Map<string, number>();
    for (const document of this.documents.all()) versions.set(document.uri, document.version);
    const problems = result?.problems ?? [];
    const next = new Map<string, Diagnostic[]>();
    const listOf = (uri: string) => {
      let list = next.get(uri);
      if (!list) next.set(uri, (list = []));
      return list;
    };
    // The site's files open in the editor, and their lists.
    const openFiles = new Set<string>();
    for (const document of this.documents.all()) {
      const fsPath = uriToFsPath(document.uri);
      const file = fsPath === undefined ? undefined : site.relPath(fsPath);
      if (file !== undefined && versions.has(site.uriOf(file))) openFiles.add(file);
    }
    for (const problem of problems)
      if (openFiles.has(problem.file)) listOf(site.uriOf(problem.file)).push(toDiagnostic(problem));
    // Config files with no problems still get an empty list (clears what an earlier check showed); open pages too:
    // the editor then knows that the list it shows is the one of the text it shows.
    for (const file of result?.configFiles ?? []) listOf(site.uriOf(file));
    for (const document of this.documents.all()) {
      const fsPath = uriToFsPath(document.uri);
      if (fsPath && PAGE_FILE.test(fsPath) && site.contains(fsPath)) listOf(document.uri);
    }
    const previous = this.byUri.get(site);
    this.byUri.set(site, next);
    const sent = new Set([...next.keys()].filter((uri) => versions.has(uri)));
    await this.send(sent, undefined, versions, false);
    // The other files' lists, made a few milliseconds at a time.
    let sliceStart = this.pacing.now();
    for (let i = 0; i < problems.length; i++) {
      if (newerWaiting && i % 256 === 255 && this.pacing.now() - sliceStart >= SEND_SLICE_MS) {
        await this.pacing.turn();
        if (newerWaiting()) {
          // What the lists were before is not known for all of them: the next publish looks at every file either
          // list names.
          for (const uri of [...(previous?.keys() ?? []), ...next.keys()]) if (!sent.has(uri)) this.unsent.add(uri);
          return;
        }
        sliceStart = this.pacing.now();
      }
      const problem = problems[i];
      if (!openFiles.has(problem.file)) listOf(site.uriOf(problem.file)).push(toDiagnostic(problem));
    }
    const rest = new Set([...(previous?.keys() ?? []), ...next.keys()].filter((uri) => !sent.has(uri)));
    await this.send(rest, newerWaiting, versions);
  }

  /** Clears everything a site showed (its docs.json was deleted, its folder removed). */
  async clear(site: Site): Promise<void> {
    const previous = this.byUri.get(site);
    this.byUri.delete(site);
    await this.send(new Set(previous?.keys() ?? []));
  }

  private async send(
    uris: Set<string>,
    newerWaiting?: () => boolean,
    openVersions?: ReadonlyMap<string, number>,
    withUnsent = true,
  ): Promise<void> {
    if (withUnsent) {
      for (const uri of this.unsent) uris.add(uri);
      this.unsent.clear();
    }
    // The versions of the open documents as the check read them (see publish), taken before the first await.
    const versions = new Map<string, number>();
    for (const uri of uris) {
      const version = openVersions ? openVersions.get(uri) : this.documents.get(uri)?.version;
      if (version !== undefined) versions.set(uri, version);
    }
    const order = [...versions.keys(), ...[...uris].filter((uri) => !versions.has(uri))];
    let sliceStart = this.pacing.now();
    for (let i = 0; i < order.length; i++) {
      const uri = order[i];
      if (!versions.has(uri) && this.pacing.now() - sliceStart >= SEND_SLICE_MS) {
        await this.pacing.turn();
        if (newerWaiting?.()) {
          for (const left of order.slice(i)) this.unsent.add(left);
          return;
        }
        sliceStart = this.pacing.now();
      }
      const open = versions.has(uri) ? this.documents.get(uri) : undefined;
      if (this.pullMode && open) {
        // Pulled by the client; take back anything pushed before it was opened.
        if (this.pushedKey.has(uri)) {
          this.pushedKey.delete(uri);
          await this.connection.sendDiagnostics({ uri, diagnostics: [] });
        }
        continue;
      }
      const diagnostics = this.forUri(undefined, uri);
      if (open) {
        this.pushedKey.set(uri, '');
        await this.connection.sendDiagnostics({ uri, version: versions.get(uri), diagnostics });
        continue;
      }
      // A page or spec whose list did not change is not sent again (keeps keystrokes cheap on big sites).
      const key = JSON.stringify(diagnostics);
      const before = this.pushedKey.get(uri);
      if (before === key || (before === undefined && diagnostics.length === 0)) continue;
      if (diagnostics.length === 0) this.pushedKey.delete(uri);
      else this.pushedKey.set(uri, key);
      await this.connection.sendDiagnostics({ uri, diagnostics });
    }
  }
}
