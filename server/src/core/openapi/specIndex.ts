// Builds the OpenApiIndex of one spec: structure checks on the root, then every path item (and 3.1 webhook) with
// its operations, following `$ref`s through refFollow.ts. Only own keys of plain objects are read, methods come
// from an allowlist, results go into Maps (docs/security.md, Prototype keys). Parsed values are shared: never changed.
import { BuildContext } from './buildContext';
import { DocPath } from './docLocator';
import { followRefs, Node } from './refFollow';
import { hasOwn, isPlainObject } from './refs';
import { HTTP_METHODS, HttpMethod, OpenApiIndex, OperationInfo, type DeclaredTag } from './types';

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

export async function buildIndex(ctx: BuildContext, file: string): Promise<OpenApiIndex> {
  const index: OpenApiIndex = {
    file,
    paths: new Map(),
    webhooks: new Map(),
    errors: ctx.errors,
    unreadable: true,
    opaquePaths: new Map(),
    opaqueWebhooks: new Map(),
  };
  const loaded = await ctx.files.load(file);
  if (!loaded.ok) {
    ctx.errors.push(
      loaded.unfinished
        ? { message: `${loaded.reason}; its endpoints are not checked`, code: 'not-checked', severity: 'info', file }
        : { message: loaded.reason, code: 'file-unreadable', file },
    );
    return index;
  }
  const parsed = loaded.parsed;
  ctx.reportFileProblems(file, parsed.errors);
  if (!parsed.ok) return index;
  const root = parsed.value;
  if (!isPlainObject(root)) {
    ctx.report(
      'not-an-object',
      'The spec is not an object (expected `openapi: 3.x` or `swagger: "2.0"` with `paths`)',
      file,
      [],
      'start',
    );
    return index;
  }

  index.version = checkVersion(ctx, file, root);
  const info = root.info;
  if (isPlainObject(info) && typeof info.title === 'string') index.title = info.title;
  const tags = declaredTags(root.tags);
  if (tags.length > 0) index.tags = tags;

  let pathsUsable = true;
  if (hasOwn(root, 'paths')) {
    const paths = root.paths;
    if (isPlainObject(paths)) {
      for (const key of Object.keys(paths)) {
        if (key.startsWith('x-')) continue;
        if (!key.startsWith('/')) {
          ctx.report(
            'path-key-invalid',
            `Path "${key}" does not start with "/"; no entry can name it`,
            file,
            ['paths', key],
            'key',
          );
          continue;
        }
        checkPathTemplate(ctx, file, key);
        await indexPathItem(ctx, index, 'path', key, { file, path: ['paths', key], value: paths[key] });
      }
    } else {
      pathsUsable = false;
      ctx.report(
        'paths-invalid',
        '`paths` must be an object whose keys are paths such as "/users"',
        file,
        ['paths'],
        'key',
      );
    }
  } else if (index.version !== undefined && !index.version.startsWith('3.1') && !index.version.startsWith('3.2')) {
    ctx.report('paths-invalid', `The spec has no \`paths\` (required in OpenAPI ${index.version})`, file, [], 'start');
  }

  if (hasOwn(root, 'webhooks')) {
    const hooks = root.webhooks;
    if (isPlainObject(hooks)) {
      for (const name of Object.keys(hooks)) {
        if (name.startsWith('x-')) continue;
        await indexPathItem(ctx, index, 'webhook', name, { file, path: ['webhooks', name], value: hooks[name] });
      }
    } else {
      ctx.report(
        'paths-invalid',
        '`webhooks` must be an object whose keys are webhook names',
        file,
        ['webhooks'],
        'key',
      );
    }
  }
  index.unreadable = !pathsUsable && index.webhooks.size === 0 && index.opaqueWebhooks!.size === 0;
  return index;
}

/**
 * The spec's `tags` as Mintlify reads them for its generated groups: a tag's label is its `x-group`, else its
 * `x-displayName`, else its name (x-group wins when both are set). The first declaration of a name counts.
 */
function declaredTags(tags: unknown): DeclaredTag[] {
  if (!Array.isArray(tags)) return [];
  const out: DeclaredTag[] = [];
  const seen = new Set<string>();
  for (const tag of tags as unknown[]) {
    if (!isPlainObject(tag) || typeof tag.name !== 'string' || seen.has(tag.name)) continue;
    seen.add(tag.name);
    const label = [tag['x-group'], tag['x-displayName']].find(
      (l): l is string => typeof l === 'string' && l.trim() !== '',
    );
    out.push({ name: tag.name, label: label ?? tag.name });
  }
  return out;
}

function checkVersion(ctx: BuildContext, file: string, root: Record<string, unknown>): string | undefined {
  if (hasOwn(root, 'openapi')) {
    const v = root.openapi;
    if (typeof v !== 'string') {
      ctx.report(
        'version-unsupported',
        '`openapi` must be a string such as "3.1.0" (quote it in YAML)',
        file,
        ['openapi'],
        'value',
      );
      return typeof v === 'number' ? String(v) : undefined;
    }
    if (/^3\.[01]\.\d+(-[\w.]+)?$/.test(v)) return v;
    if (/^3\.2\.\d+/.test(v)) {
      ctx.report(
        'version-unsupported',
        `OpenAPI ${v} is newer than the versions checked here (3.0, 3.1); operations are still indexed`,
        file,
        ['openapi'],
        'value',
        'warning',
      );
      return v;
    }
    ctx.report(
      'version-unsupported',
      `Unsupported OpenAPI version "${v}" (expected 3.0.x or 3.1.x)`,
      file,
      ['openapi'],
      'value',
    );
    return v;
  }
  if (hasOwn(root, 'swagger')) {
    const v = root.swagger;
    if (v === '2.0') {
      // Mintlify's build reads only OpenAPI 3 documents; the operations are still indexed so entries get checked.
      ctx.report(
        'version-unsupported',
        'Swagger 2.0 is not supported by Mintlify, whose build fails on it: convert the file to OpenAPI 3',
        file,
        ['swagger'],
        'value',
      );
      return v;
    }
    ctx.report(
      'version-unsupported',
      `Unsupported Swagger version ${JSON.stringify(v)} (expected "2.0")`,
      file,
      ['swagger'],
      'value',
    );
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  }
  ctx.report(
    'version-missing',
    'The spec has neither `openapi` (3.x) nor `swagger` ("2.0"); is it an OpenAPI document?',
    file,
    [],
    'start',
  );
  return undefined;
}

/** `/users/{id` or `/users/{}`: no request can match such a template. */
function checkPathTemplate(ctx: BuildContext, file: string, key: string): void {
  let open = false;
  for (const ch of key) {
    if (ch === '{') {
      if (open) break;
      open = true;
    } else if (ch === '}') {
      if (!open) {
        open = true; // unbalanced: report below
        break;
      }
      open = false;
    }
  }
  if (open || /\{\}/.test(key)) {
    ctx.report(
      'path-key-invalid',
      `Path "${key}" has an unbalanced or empty {parameter}`,
      file,
      ['paths', key],
      'key',
      'warning',
    );
  }
}

async function indexPathItem(
  ctx: BuildContext,
  index: OpenApiIndex,
  kind: 'path' | 'webhook',
  key: string,
  start: Node,
): Promise<void> {
  const what = kind === 'path' ? `path item "${key}"` : `webhook "${key}"`;
  const opaque = kind === 'path' ? index.opaquePaths! : index.opaqueWebhooks!;
  if (!isPlainObject(start.value)) {
    ctx.report(
      'path-item-invalid',
      `The ${what} must be an object (of operations such as \`get\`)`,
      start.file,
      start.path,
      'key',
    );
    return;
  }
  // A path item may be a $ref, with sibling keys beside it; the siblings win.
  const items: Node[] = [];
  if (hasOwn(start.value, '$ref')) {
    const followed = await followRefs(ctx, start, what);
    if (!followed.ok) {
      opaque.set(key, `the ${what} ${followed.reason}`);
    } else if (!isPlainObject(followed.node.value)) {
      ctx.report(
        'path-item-invalid',
        `The ${what} must be an object, but its $ref names something else`,
        start.file,
        [...start.path, '$ref'],
        'value',
      );
    } else {
      items.push(followed.node);
    }
  }
  items.push(start);

  const ops = new Map<HttpMethod, OperationInfo>();
  for (const item of items) {
    const value = item.value as Record<string, unknown>;
    for (const k of Object.keys(value)) {
      if (!METHODS.has(k)) {
        if (METHODS.has(k.toLowerCase())) {
          ctx.report(
            'method-case',
            `"${k}" is not an operation: method keys are lower case ("${k.toLowerCase()}")`,
            item.file,
            [...item.path, k],
            'key',
            'warning',
          );
        }
        continue;
      }
      const method = k as HttpMethod;
      const raw = value[k];
      const isRef = isPlainObject(raw) && hasOwn(raw, '$ref');
      let op: unknown = raw;
      if (isRef) {
        const followed = await followRefs(
          ctx,
          { file: item.file, path: [...item.path, k], value: raw },
          `operation ${method.toUpperCase()} ${key}`,
        );
        op = followed.ok ? followed.node.value : undefined;
        if (followed.ok && !isPlainObject(op)) {
          ctx.report(
            'operation-invalid',
            `Operation ${method.toUpperCase()} ${key}: its $ref names something that is not an object`,
            item.file,
            [...item.path, k, '$ref'],
            'value',
          );
        }
      } else if (!isPlainObject(raw)) {
        ctx.report(
          'operation-invalid',
          `Operation ${method.toUpperCase()} ${key} must be an object`,
          item.file,
          [...item.path, k],
          'key',
        );
        continue;
      }
      // An operation behind a broken $ref was reported at the $ref; it is written, so it still exists.
      const info: OperationInfo = { method: kind === 'webhook' ? 'webhook' : method, path: key };
      if (isPlainObject(op)) {
        if (typeof op.summary === 'string') info.summary = op.summary;
        if (typeof op.description === 'string') info.description = op.description;
        if (typeof op.operationId === 'string') info.operationId = op.operationId;
        if (op.deprecated === true) info.deprecated = true;
        // The first tag that is text, as the builder reads it.
        const tag = Array.isArray(op.tags) ? op.tags.find((t) => typeof t === 'string') : undefined;
        if (tag !== undefined) info.firstTag = tag;
        const mint = op['x-mint'];
        if (isPlainObject(mint) && typeof mint.href === 'string') info.mintHref = mint.href;
      }
      locate(ctx, info, item.file, [...item.path, k]);
      ops.set(method, info);
    }
  }
  if (kind === 'path') {
    // With a broken $ref, the sibling operations still count; the others stay unknown (opaque), not missing.
    if (ops.size > 0 || !opaque.has(key)) index.paths.set(key, ops);
    return;
  }
  // A webhook is one entry: its first operation (post, as webhooks usually are, before the others).
  const first = ops.get('post') ?? ops.values().next().value;
  if (first) {
    index.webhooks.set(key, first);
    opaque.delete(key);
  } else if (!opaque.has(key)) {
    const info: OperationInfo = { method: 'webhook', path: key };
    locate(ctx, info, start.file, start.path);
    index.webhooks.set(key, info);
  }
}

function locate(ctx: BuildContext, info: OperationInfo, file: string, path: DocPath): void {
  ctx.at(file, path, 'key', (range) => {
    if (range) info.location = { file, range };
  });
}

/** Run after positions are resolved: the warning points at the second operation's method key. */
export function checkOperationIds(index: OpenApiIndex): void {
  const seen = new Map<string, OperationInfo>();
  for (const ops of index.paths.values()) {
    for (const op of ops.values()) {
      if (op.operationId === undefined) continue;
      const first = seen.get(op.operationId);
      if (!first) {
        seen.set(op.operationId, op);
        continue;
      }
      index.errors.push({
        message: `operationId "${op.operationId}" of ${op.method.toUpperCase()} ${op.path} is also used by ${first.method.toUpperCase()} ${first.path}`,
        code: 'operation-id-duplicate',
        severity: 'warning',
        file: op.location?.file ?? index.file,
        ...(op.location ? { range: op.location.range } : {}),
      });
    }
  }
}
