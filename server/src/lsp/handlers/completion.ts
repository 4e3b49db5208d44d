// textDocument/completion: page paths, METHOD entries, schema keys and values (core/features/completion.ts); in
// pages, components, attributes, links and imports (pageCompletion.ts). When the client supports
// `completionList.itemDefaults`, the edit range every item shares is sent once.
import {
  CompletionTriggerKind,
  type ClientCapabilities,
  type DocumentSelector,
  type CompletionItem,
  type CompletionList,
  type CompletionParams,
  type Range,
} from 'vscode-languageserver';
import { doComplete } from '../../core';
import { documentFeatures, isValidPosition, ServerContext } from '../context';
import { isPageDocument } from '../pageContext';
import { uriToFsPath } from '../paths';
import { onPageCompletion } from './pageCompletion';

/** Characters that open a completion in docs.json: a string's quote, a path's slash. */
const JSON_TRIGGERS = ['"', '/'];
/** And in pages: a tag, an attribute after a space in a tag, a value's quote, a path, an anchor, a link's target. */
const PAGE_TRIGGERS = ['<', ' ', '"', '/', '#', '('];
/**
 * What the server announces to a client that takes one list for every document: each kind of document then
 * answers nothing for the other kind's characters.
 */
export const TRIGGER_CHARACTERS = [...new Set([...JSON_TRIGGERS, ...PAGE_TRIGGERS])];

/** Completion registered per kind of document, each with its own characters (when the client allows it). */
export const COMPLETION_REGISTRATIONS: { documentSelector: DocumentSelector; triggerCharacters: string[] }[] = [
  { documentSelector: [{ scheme: 'file', pattern: '**/*.json' }], triggerCharacters: JSON_TRIGGERS },
  { documentSelector: [{ scheme: 'file', pattern: '**/*.{mdx,md}' }], triggerCharacters: PAGE_TRIGGERS },
];

export function completionPerKind(capabilities: ClientCapabilities): boolean {
  return !!capabilities.textDocument?.completion?.dynamicRegistration;
}

export async function onCompletion(ctx: ServerContext, params: CompletionParams): Promise<CompletionList | null> {
  const page = isPageDocument(params.textDocument.uri);
  const trigger =
    params.context?.triggerKind === CompletionTriggerKind.TriggerCharacter && params.context.triggerCharacter;
  if (trigger && !(page ? PAGE_TRIGGERS : JSON_TRIGGERS).includes(trigger)) return null;
  if (page) return onPageCompletion(ctx, params);
  const answer = configCompletion(ctx, params);
  // Answered before the rules of a check that is under way or about to start (each keystroke starts one): the
  // check's rules wait for it, as they do for the preview.
  const fsPath = uriToFsPath(params.textDocument.uri);
  const site = fsPath ? ctx.registry.siteForConfig(fsPath) : undefined;
  return site ? site.answerFirst(answer) : answer;
}

async function configCompletion(ctx: ServerContext, params: CompletionParams): Promise<CompletionList | null> {
  const found = await documentFeatures(ctx, params.textDocument.uri, 'text');
  if (!found || !isValidPosition(found.document, params.position)) return null;
  const result = await doComplete(found.feature, found.document.offsetAt(params.position));
  if (result.items.length === 0 && !result.isIncomplete) return null;
  const supported = ctx.capabilities.textDocument?.completion?.completionList?.itemDefaults ?? [];
  return supported.includes('editRange') ? withItemDefaults(result, supported.includes('insertTextFormat')) : result;
}

export function withItemDefaults(list: CompletionList, defaultFormat: boolean): CompletionList {
  const first = list.items[0]?.textEdit;
  if (!first || !('range' in first)) return list;
  const range = first.range;
  const same = (r: Range) =>
    r.start.line === range.start.line &&
    r.start.character === range.start.character &&
    r.end.line === range.end.line &&
    r.end.character === range.end.character;
  if (
    !list.items.every(
      (i) =>
        i.textEdit &&
        'range' in i.textEdit &&
        same(i.textEdit.range) &&
        i.insertTextFormat === list.items[0].insertTextFormat,
    )
  )
    return list;
  const items = list.items.map((item): CompletionItem => {
    const { textEdit, insertTextFormat, ...rest } = item;
    const out: CompletionItem = rest;
    if (textEdit!.newText !== item.label) out.textEditText = textEdit!.newText;
    if (!defaultFormat && insertTextFormat !== undefined) out.insertTextFormat = insertTextFormat;
    return out;
  });
  return {
    isIncomplete: list.isIncomplete,
    itemDefaults: { editRange: range, ...(defaultFormat ? { insertTextFormat: list.items[0].insertTextFormat } : {}) },
    items,
  };
}
