// `docsjson mv OLD NEW [--redirect]`: moves a page, snippet, image or folder of a docs site and rewrites what
// pointed at it, with the edit the language server computes when a file is renamed in the editor (the core's
// getRenameEdits for the page entries of docs.json and its includes, getPageRenameEdits for the links, images and
// imports of every page and snippet). With --redirect, each moved page's old URL redirects to its new one in
// docs.json (placed with jsonc-parser's tree, docs.json's formatting kept). The edits are written first, then the move.
import * as fs from 'fs';
import * as path from 'path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { MvArgs } from './args';
import { UsageError } from './args';
import { NodeWorkspace } from '../node/nodeWorkspace';
import type { RunContext, RunOutcome } from './run';
import { plural } from './report';

export async function runMv(args: MvArgs, ctx: RunContext): Promise<RunOutcome> {
  const from = path.resolve(ctx.cwd, args.from);
  const to = path.resolve(ctx.cwd, args.to);
  if (!fs.existsSync(from)) throw new UsageError(`${args.from} does not exist`, 'docsjson mv --help');
  if (fs.existsSync(to))
    throw new UsageError(`${args.to} exists already: mv never replaces a file`, 'docsjson mv --help');
  const root = docsRootOf(path.dirname(from));
  if (!root) throw new UsageError(`${args.from} is in no docs site: no docs.json in its folder or above`);
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const oldPath = rel(from);
  const newPath = rel(to);
  if (newPath.startsWith('..') || path.isAbsolute(newPath))
    throw new UsageError(`${args.to} is outside the docs site ${root}`, 'docsjson mv --help');

  const core = require('../core') as typeof import('../core');
  const workspace = new NodeWorkspace(root);
  const service = core.createDocsService({ workspace, checksOnce: true });
  const result = await service.check().catch((e: Error) => {
    throw new UsageError(`cannot read the site ${root}: ${e.message}`);
  });
  const files = result.files;
  const renames = [{ oldPath, newPath }];
  const pages = await Promise.all(
    [...files.allFiles()].filter((f) => /\.mdx?$/i.test(f)).map((f) => service.pages.page(f)),
  );
  const facts = {
    ...core.createSiteFacts({ files: files.allFiles() }),
    factsOf: (f: string) => service.pages.pageIfParsed(f)?.facts,
  };
  const configEdit = result.model ? core.getRenameEdits(result.model, files, renames) : { edits: [] };
  const pageEdit = core.getPageRenameEdits(pages, facts, renames);
  const edits = [...configEdit.edits, ...pageEdit.edits];

  const texts = new Map<string, string>();
  for (const { file, edits: fileEdits } of edits) {
    const text = texts.get(file) ?? (await workspace.readFile(file));
    texts.set(file, core.applyTextEdits(text, undefined, fileEdits));
  }
  const redirects: Array<{ source: string; destination: string }> = [];
  if (args.redirect) {
    for (const file of files.allFiles()) {
      if (!core.isPageFile(file)) continue;
      const moved =
        file === oldPath ? newPath : file.startsWith(oldPath + '/') ? newPath + file.slice(oldPath.length) : undefined;
      if (moved) redirects.push({ source: core.routeOfPageFile(file), destination: core.routeOfPageFile(moved) });
    }
    if (redirects.length > 0) {
      const docsFile = service.docsFile;
      const text = texts.get(docsFile) ?? (await workspace.readFile(docsFile));
      texts.set(docsFile, withRedirects(text, redirects));
    }
  }

  for (const [file, text] of texts) fs.writeFileSync(path.join(root, ...file.split('/')), text);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);

  const changes = edits.reduce((n, e) => n + e.edits.length, 0);
  let out = `docsjson: moved ${oldPath} to ${newPath}; ${plural(changes, 'reference')} updated in ${plural(edits.length, 'file')}\n`;
  for (const { file, edits: fileEdits } of edits) out += `  ${file}: ${plural(fileEdits.length, 'change')}\n`;
  for (const r of redirects) out += `  redirect ${r.source} -> ${r.destination}\n`;
  return { exitCode: 0, stdout: out, stderr: '' };
}

/**
 * docs.json with the redirects appended to its `redirects` (made when absent, after the last top-level key), in the
 * file's own indentation; nothing else of the file changes. (jsonc-parser's `modify` with formatting would also
 * reformat the key before the insertion.)
 */
function withRedirects(text: string, redirects: ReadonlyArray<{ source: string; destination: string }>): string {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const root = parseTree(text);
  if (!root || root.type !== 'object') return text;
  const existing = findNodeAtLocation(root, ['redirects']);
  const pretty = (value: unknown, depth: number) =>
    JSON.stringify(value, null, indent)
      .split('\n')
      .join(eol + indent.repeat(depth));
  if (existing?.type === 'array') {
    const items = existing.children ?? [];
    const last = items[items.length - 1];
    const at = last ? last.offset + last.length : existing.offset + 1;
    const content = redirects.map((r) => `${eol}${indent.repeat(2)}${pretty(r, 2)}`).join(',');
    // An earlier redirect to a page that moves now goes straight to its new place, not through a chain.
    const newTarget = new Map(redirects.map((r) => [r.source, r.destination]));
    const retargets = items
      .map((item) => findNodeAtLocation(item, ['destination']))
      .filter((d) => d?.type === 'string' && newTarget.has(d.value as string))
      .map((d) => ({ offset: d!.offset, length: d!.length, text: JSON.stringify(newTarget.get(d!.value as string)) }));
    let out = text.slice(0, at) + (last ? ',' : '') + content + (last ? '' : eol + indent) + text.slice(at);
    for (const r of retargets.sort((a, b) => b.offset - a.offset))
      out = out.slice(0, r.offset) + r.text + out.slice(r.offset + r.length);
    return out;
  }
  const members = root.children ?? [];
  const lastMember = members[members.length - 1];
  const at = lastMember ? lastMember.offset + lastMember.length : root.offset + 1;
  const content = `${lastMember ? ',' : ''}${eol}${indent}"redirects": ${pretty(redirects, 1)}`;
  return text.slice(0, at) + content + text.slice(at);
}

/** The nearest folder at or above `dir` that holds docs.json. */
function docsRootOf(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'docs.json'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}
