// The editor buffers the client has opened, by URI and by file system path. Wraps TextDocuments (incremental
// sync) and keeps a path index so the workspace can let open buffers win over the disk.
import { Connection, TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uriToFsPath } from './paths';

export class DocumentStore {
  readonly documents = new TextDocuments(TextDocument);
  private readonly byPath = new Map<string, string>();

  constructor() {
    this.documents.onDidOpen(({ document }) => {
      const p = uriToFsPath(document.uri);
      if (p) this.byPath.set(p, document.uri);
      // The line offsets are found on the first look at a position, else on the first edit: found now, the first
      // keystroke in a large docs.json (100,000 lines) does not pay for them.
      void document.lineCount;
    });
    this.documents.onDidClose(({ document }) => {
      const p = uriToFsPath(document.uri);
      if (p && this.byPath.get(p) === document.uri) this.byPath.delete(p);
    });
  }

  listen(connection: Connection): void {
    this.documents.listen(connection);
  }

  get(uri: string): TextDocument | undefined {
    return this.documents.get(uri);
  }

  /** The open buffer for a file system path. */
  getByPath(fsPath: string): TextDocument | undefined {
    const uri = this.byPath.get(fsPath);
    return uri ? this.documents.get(uri) : undefined;
  }

  all(): TextDocument[] {
    return this.documents.all();
  }
}
