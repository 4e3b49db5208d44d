// The real site beside the repository, loaded for page rules: every page and snippet file parsed, SiteFacts from
// the file list, the navigation's page entries and the redirects of its docs.json (read plainly: the site uses no
// includes). Files are read in place, never copied.
import * as fs from 'fs';
import * as path from 'path';
import { parsePage, ParsedPage } from '../../src/core/pages/parsedPage';
import { createSiteFacts, isSnippetFile, SiteFacts } from '../../src/core/pages/siteFacts';
import { isPageFile } from '../../src/core/pages/pageIndex';

export interface CorpusSite {
  root: string;
  files: string[];
  /** Page files and snippet files, parsed. */
  pages: Map<string, ParsedPage>;
  site: SiteFacts;
}

const loaded = new Map<string, CorpusSite>();

export function loadCorpus(root: string): CorpusSite {
  const cached = loaded.get(root);
  if (cached) return cached;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '.git') walk(rel);
      } else if (entry.isFile()) files.push(rel);
    }
  };
  walk('');
  files.sort();
  const pages = new Map<string, ParsedPage>();
  for (const file of files) {
    if (/\.mdx?$/.test(file) && (isPageFile(file) || isSnippetFile(file))) {
      pages.set(file, parsePage(file, fs.readFileSync(path.join(root, file), 'utf8')));
    }
  }
  const docs = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')) as {
    navigation?: unknown;
    redirects?: Array<{ source: string; destination: string }>;
  };
  const entries: string[] = [];
  const collect = (value: unknown, key: string | undefined) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string' && key === 'pages') entries.push(item);
        else collect(item, key);
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'root' && typeof v === 'string') entries.push(v);
        else collect(v, k);
      }
    }
  };
  collect(docs.navigation, undefined);
  const redirects = docs.redirects ?? [];
  const navigation = new Set<string>();
  for (const entry of [...entries, ...redirects.map((r) => r.destination)]) {
    const page = entry.replace(/^\/+/, '').replace(/[?#].*$/, '');
    for (const file of [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`]) if (pages.has(file)) navigation.add(file);
  }
  const site = createSiteFacts({
    files,
    facts: new Map([...pages].map(([f, p]) => [f, p.facts])),
    navigation,
    redirects,
  });
  const corpus = { root, files, pages, site };
  loaded.set(root, corpus);
  return corpus;
}
