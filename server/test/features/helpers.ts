// Test helpers for the editor features: caret-marker documents, an in-memory site with its model, and edits.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SourceFile } from '../../src/core/json/sourceFile';
import { WorkspaceError } from '../../src/core/workspace/workspace';
import { PageIndex } from '../../src/core/pages/pageIndex';
import type { FeatureSite } from '../../src/core/features/siteContext';
import type { SchemaObject } from '../../src/core/features/schemaNavigator';
import { SchemaNavigator } from '../../src/core/features/schemaNavigator';
import type { OpenApiIndex, OperationInfo, HttpMethod } from '../../src/core/openapi/types';
import type { Range, TextEdit } from 'vscode-languageserver-types';

/** Splits a text at its single `|` caret marker. */
export function caret(textWithCaret: string): { text: string; offset: number } {
  const offset = textWithCaret.indexOf('|');
  if (offset < 0 || textWithCaret.indexOf('|', offset + 1) >= 0) throw new Error('exactly one | caret marker expected');
  return { text: textWithCaret.slice(0, offset) + textWithCaret.slice(offset + 1), offset };
}

export interface SiteOptions {
  /** Path of the edited file (default docs.json). */
  edited?: string;
  schema?: SchemaObject;
  specs?: Record<string, OpenApiIndex>;
  /** Leave the model out (as when the text does not parse). */
  noModel?: boolean;
}

/**
 * An in-memory site: `files` maps root-relative paths to text; the edited file's text is `text`. The model is built
 * as SiteChecker builds it (compose the includes, then buildSiteModel). The model modules are loaded lazily so
 * that tests which need no model keep running while those modules change.
 */
export async function site(
  text: string,
  files: Record<string, string> = {},
  options: SiteOptions = {},
): Promise<FeatureSite> {
  const edited = options.edited ?? 'docs.json';
  const all: Record<string, string> = { ...files, [edited]: text };
  const sources = new Map<string, SourceFile>();
  const load = async (p: string): Promise<SourceFile> => {
    if (all[p] === undefined) throw new WorkspaceError('not-found', p, `${p} does not exist`);
    if (!sources.has(p)) sources.set(p, new SourceFile(p, all[p]));
    return sources.get(p)!;
  };
  const docs = await load('docs.json').catch(() => new SourceFile('docs.json', '{}'));
  let model: FeatureSite['model'];
  if (!options.noModel) {
    const { buildSiteModel } =
      require('../../src/core/model/buildSiteModel') as typeof import('../../src/core/model/buildSiteModel');
    const { composeConfiguration } =
      require('../../src/core/model/includes') as typeof import('../../src/core/model/includes');
    const composed = await composeConfiguration(docs, load);
    if (composed.root) model = buildSiteModel(composed.files, composed.root, 1);
  }
  const file = await load(edited);
  return {
    file,
    model,
    files: new PageIndex(Object.keys(all)),
    schema: options.schema ? new SchemaNavigator(options.schema) : undefined,
    specIndex: async (p) => options.specs?.[p],
    readFile: async (p) => {
      if (all[p] === undefined) throw new Error(`${p} does not exist`);
      return all[p];
    },
  };
}

export function op(method: HttpMethod | 'webhook', path: string, extra: Partial<OperationInfo> = {}): OperationInfo {
  return { method, path, ...extra };
}

/** An OpenAPI index from a list of operations. */
export function specIndex(file: string, ops: OperationInfo[]): OpenApiIndex {
  const paths = new Map<string, Map<HttpMethod, OperationInfo>>();
  const webhooks = new Map<string, OperationInfo>();
  for (const o of ops) {
    if (o.method === 'webhook') webhooks.set(o.path, o);
    else {
      if (!paths.has(o.path)) paths.set(o.path, new Map());
      paths.get(o.path)!.set(o.method, o);
    }
  }
  return { file, version: '3.1.0', paths, webhooks, errors: [], unreadable: false };
}

export function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'json', 0, text), edits);
}

export function range(sl: number, sc: number, el: number, ec: number): Range {
  return { start: { line: sl, character: sc }, end: { line: el, character: ec } };
}
