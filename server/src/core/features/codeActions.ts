// Quick fixes, read only from the data a check recorded on its diagnostic (never by re-running a check): create the
// missing page file, replace a value with a "did you mean" candidate (pages, language codes, endpoints), rename an
// ignored key (`expandable` -> `expanded`), remove an ignored key. Every edit leaves valid JSON: removing a member
// also removes the comma that separated it. A fix the check marked certain is flagged so (`docsjson lint --fix`
// applies those and no other).
import { titleFromPath } from '../pages/pageTitle';
import type { Node as JsonNode } from 'jsonc-parser';
import type { ProblemData, Range } from '../problem';
import { toSafeRelativePath } from '../workspace/safePath';
import { propertyOfKey } from './cursor';
import type { FeatureSite } from './siteContext';
import type { SiteCodeAction, TextEdit } from './types';
import { lineStartOf } from '../text/lineStart';

/** The parts of an LSP Diagnostic a fix reads. */
export interface FixableDiagnostic {
  range: Range;
  code?: string | number;
  data?: unknown;
}

export function getCodeActions(site: FeatureSite, diagnostics: readonly FixableDiagnostic[]): SiteCodeAction[] {
  const actions: SiteCodeAction[] = [];
  diagnostics.forEach((diagnostic, index) => {
    const data = asProblemData(diagnostic.data);
    if (!data) return;
    const add = (title: string, edits: TextEdit[], extra: Partial<SiteCodeAction> = {}) =>
      actions.push({
        title,
        kind: 'quickfix',
        diagnosticIndex: index,
        edit: { edits: [{ file: site.file.path, edits }] },
        ...extra,
      });

    if (data.createFile !== undefined) {
      const safe = toSafeRelativePath(data.createFile);
      if (safe.ok && /\.(mdx|md)$/i.test(safe.path) && !site.files?.hasFile(safe.path)) {
        const title = data.title?.trim() || titleFromPath(safe.path);
        actions.push({
          title: `Create ${safe.path}`,
          kind: 'quickfix',
          diagnosticIndex: index,
          isPreferred: !data.candidates?.length,
          edit: { create: [{ file: safe.path, text: frontMatter(title) }], edits: [] },
        });
      }
    }
    const target = targetNode(site, diagnostic.range);
    if (data.candidates?.length && target && target.type === 'string') {
      const isKey = !!propertyOfKey(target);
      data.candidates.slice(0, 5).forEach((candidate, i) => {
        if (typeof candidate !== 'string') return;
        const certain = i === 0 && !isKey && data.certain === true;
        add(
          `Change to "${candidate}"`,
          [{ range: site.file.rangeOfNode(target), newText: JSON.stringify(candidate) }],
          { isPreferred: i === 0 && !isKey && data.candidates!.length === 1, ...(certain && { certain }) },
        );
      });
    }
    if (data.renameKeyTo && target) {
      const keyNode =
        target.type === 'string' && propertyOfKey(target)
          ? target
          : target.type === 'property'
            ? target.children?.[0]
            : undefined;
      const property = keyNode ? propertyOfKey(keyNode) : undefined;
      const siblings = property?.parent?.children ?? [];
      const clash = siblings.some((m) => m !== property && m.children?.[0]?.value === data.renameKeyTo);
      if (keyNode && !clash) {
        add(
          `Rename "${data.key ?? keyNode.value}" to "${data.renameKeyTo}"`,
          [{ range: site.file.rangeOfNode(keyNode), newText: JSON.stringify(data.renameKeyTo) }],
          { isPreferred: true, ...(data.certain && { certain: true }) },
        );
      }
    }
    if (data.removeRange) {
      const edit = removeMemberEdit(site, data.removeRange);
      if (edit) add(`Remove "${data.key ?? 'this key'}"`, [edit]);
    }
  });
  return actions;
}

/**
 * The fixes a check recorded as edits of the diagnostic's own file (`data.fix`), for any file: pages have no
 * configuration tree to compute fixes from.
 */
export function getFileFixes(file: string, diagnostics: readonly FixableDiagnostic[]): SiteCodeAction[] {
  const actions: SiteCodeAction[] = [];
  diagnostics.forEach((diagnostic, index) => {
    const fix = asProblemData(diagnostic.data)?.fix;
    if (!fix) return;
    actions.push({
      title: fix.title,
      kind: 'quickfix',
      diagnosticIndex: index,
      isPreferred: true,
      ...(fix.optIn && { optIn: fix.optIn }),
      edit: { edits: [{ file, edits: fix.edits }] },
    });
  });
  return actions;
}

export function asProblemData(data: unknown): ProblemData | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const d = data as Record<string, unknown>;
  const out: ProblemData = {};
  if (Array.isArray(d.candidates)) out.candidates = d.candidates.filter((c): c is string => typeof c === 'string');
  if (typeof d.createFile === 'string') out.createFile = d.createFile;
  if (typeof d.title === 'string') out.title = d.title;
  if (typeof d.key === 'string') out.key = d.key;
  if (typeof d.renameKeyTo === 'string') out.renameKeyTo = d.renameKeyTo;
  if (d.certain === true) out.certain = true;
  if (isRange(d.removeRange)) out.removeRange = d.removeRange;
  const fix = d.fix as { title?: unknown; edits?: unknown } | undefined;
  if (fix && typeof fix === 'object' && typeof fix.title === 'string' && Array.isArray(fix.edits)) {
    const edits = fix.edits.filter(
      (e): e is { range: Range; newText: string } => !!e && isRange(e.range) && typeof e.newText === 'string',
    );
    const optIn = (fix as { optIn?: unknown }).optIn === 'image-alt' ? ('image-alt' as const) : undefined;
    if (edits.length === fix.edits.length && edits.length > 0)
      out.fix = { title: fix.title, edits, ...(optIn && { optIn }) };
  }
  return out;
}

function isRange(r: unknown): r is Range {
  const isPos = (p: any) =>
    p && Number.isInteger(p.line) && Number.isInteger(p.character) && p.line >= 0 && p.character >= 0;
  return !!r && typeof r === 'object' && isPos((r as Range).start) && isPos((r as Range).end);
}

/** The innermost string (or property) node at the start of a diagnostic's range, whether it includes the quotes or not. */
function targetNode(site: FeatureSite, range: Range): JsonNode | undefined {
  const start = site.file.offsetAt(range.start);
  for (const offset of [start + 1, start]) {
    const node = site.file.nodeAt(offset);
    if (node?.type === 'string') return node;
  }
  return site.file.nodeAt(start + 1);
}

/** Deletes the `"key": value` member that `range` covers, with one adjacent comma and the line it leaves empty. */
function removeMemberEdit(site: FeatureSite, range: Range): TextEdit | undefined {
  const file = site.file;
  const text = file.text;
  const startOffset = file.offsetAt(range.start);
  let property = file.nodeAt(startOffset + 1);
  while (property && property.type !== 'property') property = property.parent;
  if (!property || file.offsetOf(property) > startOffset + 1) return undefined;
  const object = property.parent!;
  const members = object.children ?? [];
  const index = members.indexOf(property);
  let start = file.offsetOf(property);
  let end = file.endOf(property);
  if (index < members.length - 1) {
    // Not the last member: delete up to the next member (the comma and the whitespace before it).
    end = file.offsetOf(members[index + 1]);
    // Keep the next member's indentation: delete from the start of this member's line instead.
    const lineStart = lineStartOf(text, start);
    if (/^[ \t]*$/.test(text.slice(lineStart, start))) {
      const nextLineStart = lineStartOf(text, end);
      if (nextLineStart > start && /^[ \t]*$/.test(text.slice(nextLineStart, end))) {
        start = lineStart;
        end = nextLineStart;
      }
    }
  } else if (index > 0) {
    // The last member: delete from the end of the previous member (taking its comma).
    start = file.endOf(members[index - 1]);
  } else {
    // The only member: leave `{}` (keeping a comment-free layout).
    start = file.offsetOf(object) + 1;
    end = file.endOf(object) - 1;
  }
  return { range: file.rangeOf(start, end - start), newText: '' };
}

export function frontMatter(title: string): string {
  return `---\ntitle: ${JSON.stringify(title)}\n---\n`;
}
