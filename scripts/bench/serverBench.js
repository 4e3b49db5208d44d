// Language-server measurements: per-keystroke latency (didChange -> the diagnostics that reflect it) for our
// server and for VS Code's JSON language server validating the same text with our schema, completion of a page
// path, and peak memory. Every function either returns numbers or throws an Error whose message says why.
'use strict';
const fs = require('fs');
const path = require('path');
const { LspServer, defaultCapabilities, fileUri, median, now, positionAt } = require('./lspClient');

const INSERTED = 'x';

/** Does this diagnostic say that a page on `line` has no file? (Code or wording; we do not know the exact text.) */
function isPageMissingOn(d, line) {
  if (d.range?.start?.line !== line) return false;
  const code = typeof d.code === 'object' && d.code !== null ? d.code.value : d.code;
  if (code !== undefined && code !== null) return String(code) === 'page-missing';
  return /missing|no file|not found|does not exist/i.test(d.message ?? '');
}

function isEndpointUnknownOn(d, line) {
  if (d.range?.start?.line !== line) return false;
  const code = typeof d.code === 'object' && d.code !== null ? d.code.value : d.code;
  if (code !== undefined && code !== null) return String(code) === 'endpoint-unknown';
  return /not in|unknown|no operation|not defined/i.test(d.message ?? '');
}

function versionOk(params, version) {
  return params.version === undefined || params.version === null || params.version >= version;
}

/**
 * Alternating one-character keystrokes at `editOffset` (insert INSERTED, then delete it, ...). The first `warmup`
 * are not timed. `acceptFor(inserted)` returns the accept(params, version) predicate for that state.
 * Returns the timed samples (ms). Leaves the document as it was (an even number of keystrokes in all).
 */
async function keystrokes(server, uri, editOffset, { warmup, runs, acceptFor, timeoutMs, pull, budgetMs = 20000 }) {
  let total = warmup + runs + ((warmup + runs) % 2);
  const samples = [];
  let warmMs = 0;
  for (let i = 0; i < total; i++) {
    if (i === warmup && warmup > 0) {
      // Slow servers get fewer timed keystrokes (at least 2) so that the whole bench stays within its time.
      const affordable = Math.max(2, Math.floor(budgetMs / Math.max(1, warmMs / warmup)));
      if (affordable < runs) {
        runs = affordable;
        total = warmup + runs + ((warmup + runs) % 2);
      }
    }
    const inserted = i % 2 === 0;
    let ms;
    if (pull) {
      const t0 = now();
      if (inserted) await server.change(uri, editOffset, editOffset, INSERTED, { wait: false });
      else await server.change(uri, editOffset, editOffset + 1, '', { wait: false });
      await server.pullDiagnostics(uri, timeoutMs);
      ms = now() - t0;
    } else {
      const accept = acceptFor(inserted);
      const r = inserted
        ? await server.change(uri, editOffset, editOffset, INSERTED, { accept, timeoutMs })
        : await server.change(uri, editOffset, editOffset + 1, '', { accept, timeoutMs });
      ms = r.ms;
    }
    if (i < warmup) warmMs += ms;
    else if (samples.length < runs) samples.push(ms);
  }
  return samples;
}

const round = (x, d = 2) => (x === undefined ? undefined : Math.round(x * 10 ** d) / 10 ** d);

/**
 * VS Code's JSON language server (vscode-langservers-extracted) validating docs.json with our schema.
 * mode 'push' (what a client without pull support sees, including the server's own 500 ms debounce) or
 * 'pull' (textDocument/diagnostic right after the change: validation time only).
 */
async function benchVsCodeJson({ repoRoot, site, schemaPath, runs, warmup = 2, mode = 'push', timeoutMs = 120000 }) {
  const bin = path.join(repoRoot, 'node_modules', 'vscode-langservers-extracted', 'bin', 'vscode-json-language-server');
  if (!fs.existsSync(bin)) throw new Error(`${path.relative(repoRoot, bin)} not installed`);
  if (!fs.existsSync(schemaPath)) throw new Error(`schema ${path.relative(repoRoot, schemaPath)} does not exist (yet)`);
  const schemaUri = fileUri(schemaPath);
  const text = fs.readFileSync(site.docsFile, 'utf8');
  // A "$schema" in the document wins over the settings' fileMatch: serve our schema for that URL too (what our
  // VS Code extension does for "https://mintlify.com/docs.json"), so the JSON server validates with our schema.
  const docSchema = /"\$schema"\s*:\s*"([^"]+)"/.exec(text.slice(0, 2000))?.[1];
  const contentMap = { 'https://mintlify.com/docs.json': schemaPath };
  if (docSchema) contentMap[docSchema] = schemaPath;
  const server = new LspServer({
    contentMap,
    name: 'vscode-json-language-server',
    command: process.execPath,
    args: [bin, '--stdio'],
    cwd: site.root,
    settings: {
      json: { validate: { enable: true }, schemas: [{ fileMatch: ['docs.json'], url: schemaUri }], resultLimit: 5000 },
      http: { proxy: '', proxyStrictSSL: false },
    },
  });
  try {
    await server.initialize({
      rootPath: site.root,
      capabilities: defaultCapabilities({ pullDiagnostics: mode === 'pull' }),
      initializationOptions: { provideFormatter: false, handledSchemaProtocols: ['file'] },
    });
    // Probe: the schema must really be in effect (a wrong type must be reported, and not "Unable to load schema").
    const probeUri = fileUri(path.join(site.root, 'probe', 'docs.json'));
    const probeText = `{\n  "theme": 42,\n  ${docSchema ? `"$schema": ${JSON.stringify(docSchema)}, ` : ''}"name": "probe",\n  "colors": { "primary": "#0D9373" },\n  "navigation": { "pages": ["index"] }\n}\n`;
    let probeDiags;
    if (mode === 'pull') {
      await server.open(probeUri, probeText, { waitDiagnostics: false });
      probeDiags = (await server.pullDiagnostics(probeUri, timeoutMs)).report.items ?? [];
    } else {
      probeDiags = (await server.open(probeUri, probeText, { timeoutMs })).params.diagnostics;
    }
    await server.close(probeUri);
    const loadFailure = probeDiags.find((d) => /unable to load schema|problems loading reference/i.test(d.message));
    if (loadFailure) throw new Error(`schema not applied: ${loadFailure.message}`);
    if (!probeDiags.some((d) => d.range.start.line === 1)) {
      throw new Error(
        `schema not applied: "theme": 42 got no diagnostic (got ${JSON.stringify(probeDiags.map((d) => d.message)).slice(0, 300)})`,
      );
    }

    const uri = fileUri(site.docsFile);
    let openMs;
    let openDiags;
    if (mode === 'pull') {
      const t0 = now();
      await server.open(uri, text, { waitDiagnostics: false });
      openDiags = (await server.pullDiagnostics(uri, timeoutMs)).report.items ?? [];
      openMs = now() - t0;
    } else {
      const opened = await server.open(uri, text, { timeoutMs });
      openMs = opened.ms;
      openDiags = opened.params.diagnostics;
    }
    const openFailure = openDiags.find((d) => /unable to load schema|problems loading reference/i.test(d.message));
    if (openFailure) throw new Error(`schema not applied to docs.json: ${openFailure.message}`);
    const samples = await keystrokes(server, uri, site.edit.offset, {
      warmup,
      runs,
      timeoutMs,
      pull: mode === 'pull',
      acceptFor: () => (params, version) => versionOk(params, version),
    });
    const mem = server.memory();
    return {
      mode,
      keystrokeMs: round(median(samples)),
      samples: samples.map((x) => round(x)),
      openMs: round(openMs),
      diagnosticsOnOpen: openDiags.length,
      peakMB: round(mem?.peakMB, 1),
    };
  } finally {
    await server.stop();
  }
}

/**
 * Our server: open docs.json, wait for the diagnostics that include the site's known missing page, then time
 * keystrokes inside a page path (each publish must show the edited page as missing, then not missing), one
 * keystroke inside a METHOD entry against the large spec, completion of a new page entry, and peak memory.
 */
async function benchOurs({ repoRoot, site, serverMain, runs, warmup = 2, completionRuns, timeoutMs = 120000 }) {
  if (!fs.existsSync(serverMain)) throw new Error(`${path.relative(repoRoot, serverMain)} not built`);
  const server = new LspServer({
    name: 'docsjson-language-server',
    command: process.execPath,
    args: [serverMain, '--stdio'],
    cwd: site.root,
  });
  const result = {};
  try {
    await server.initialize({ rootPath: site.root });
    const uri = fileUri(site.docsFile);
    const text = fs.readFileSync(site.docsFile, 'utf8');
    const known = site.missingLocations[0];
    const hasKnown = (params) => params.diagnostics.some((d) => isPageMissingOn(d, known.line));
    let opened;
    try {
      opened = await server.open(uri, text, { accept: hasKnown, timeoutMs });
    } catch (e) {
      throw new Error(
        `after opening docs.json, no diagnostics reporting the known missing page "${known.pagePath}" (line ${known.line + 1}): ${e.message}`,
      );
    }
    result.openMs = round(opened.ms);
    result.diagnosticsOnOpen = opened.params.diagnostics.length;

    const editLine = site.edit.line;
    const readBefore = server.readBytes();
    const samples = await keystrokes(server, uri, site.edit.offset, {
      warmup,
      runs,
      timeoutMs,
      acceptFor: (inserted) => (params, version) =>
        versionOk(params, version) &&
        hasKnown(params) &&
        params.diagnostics.some((d) => isPageMissingOn(d, editLine)) === inserted,
    });
    const readAfter = server.readBytes();
    // Everything the server read (files, and the small didChange messages on stdin) per keystroke, warm-ups included.
    const keystrokeCount = samples.length + warmup + ((samples.length + warmup) % 2);
    if (readBefore !== undefined && readAfter !== undefined)
      result.bytesReadPerKeystroke = Math.round((readAfter - readBefore) / keystrokeCount);
    result.keystrokeMs = round(median(samples));
    result.samples = samples.map((x) => round(x));

    // One keystroke pair inside a METHOD entry: the spec's index must be reused, not rebuilt.
    if (site.endpointEdit) {
      const ep = site.endpointEdit;
      const epSamples = [];
      let epReadBefore;
      // One untimed pair first, unless keystrokes are so slow (> 2 s) that the bench cannot afford it.
      const epWarm = result.keystrokeMs > 2000 ? 0 : 2;
      for (let i = 0; i < epWarm + 2; i++) {
        if (i === epWarm) epReadBefore = server.readBytes();
        const inserted = i % 2 === 0;
        const accept = (params, version) =>
          versionOk(params, version) &&
          hasKnown(params) &&
          params.diagnostics.some((d) => isEndpointUnknownOn(d, ep.line)) === inserted;
        try {
          const r = inserted
            ? await server.change(uri, ep.offset, ep.offset, INSERTED, { accept, timeoutMs: 30000 })
            : await server.change(uri, ep.offset, ep.offset + 1, '', { accept, timeoutMs: 30000 });
          if (i >= epWarm) epSamples.push(r.ms);
        } catch (e) {
          result.endpointKeystrokeError = e.message;
          if (inserted) {
            // put the text back so later measurements see the generated document
            await server
              .change(uri, ep.offset, ep.offset + 1, '', { accept: (p) => hasKnown(p), timeoutMs: 30000 })
              .catch(() => {});
          }
          break;
        }
      }
      if (epSamples.length) {
        result.endpointKeystrokeMs = round(median(epSamples));
        const after = server.readBytes();
        if (epReadBefore !== undefined && after !== undefined)
          result.endpointBytesReadPerKeystroke = Math.round((after - epReadBefore) / epSamples.length);
      }
    }

    // Completion right after the opening quote of a new entry typed before an existing one: `"", "<page>"`.
    const c = site.completion;
    await server.change(uri, c.offset, c.offset, '"", ', { wait: false });
    await server.nextDiagnostics(uri, () => true, 30000).catch(() => {});
    const position = positionAt(server.text(uri), c.offset + 1);
    const cSamples = [];
    let last;
    let cRuns = completionRuns;
    for (let i = 0; i < 2 + cRuns; i++) {
      last = await server.completion(uri, position, timeoutMs);
      if (i >= 2) cSamples.push(last.ms);
      else if (i === 1) cRuns = Math.min(cRuns, Math.max(2, Math.floor(5000 / Math.max(1, last.ms))));
    }
    if (last.count === 0) throw new Error('completion inside a "pages" array returned no items');
    const pathLike = (i) =>
      [i.label, i.insertText, i.textEdit?.newText, i.filterText].some((t) => typeof t === 'string' && t.includes('/'));
    if (!last.items.some(pathLike)) {
      throw new Error(
        `completion inside a "pages" array returned no page paths (first: ${JSON.stringify(last.items[0]?.label)})`,
      );
    }
    result.completionMs = round(median(cSamples));
    result.completionSamples = cSamples.map((x) => round(x));
    result.completionItems = last.count;
    result.completionIncomplete = last.isIncomplete;
    result.completionExample = last.items.slice(0, 3).map((i) => i.label);

    // Completion after a folder: `"<folder>/` typed as a new entry, where the rest of the path is asked for.
    const folder = c.beforeEntry.replace(/^\//, '').split('/').slice(0, -1).join('/');
    if (folder) {
      const typed = `"${folder}/", `;
      await server.change(uri, c.offset, c.offset, typed, { wait: false });
      await server.nextDiagnostics(uri, () => true, 30000).catch(() => {});
      const at = positionAt(server.text(uri), c.offset + 1 + folder.length + 1);
      const fSamples = [];
      let answer;
      for (let i = 0; i < 2 + completionRuns; i++) {
        answer = await server.completion(uri, at, timeoutMs);
        if (i >= 2) fSamples.push(answer.ms);
      }
      const underFolder = (i) =>
        [i.label, i.insertText, i.textEdit?.newText, i.filterText].some(
          (t) => typeof t === 'string' && t.length > 0 && !t.includes('"'),
        );
      if (answer.count === 0 || !answer.items.some(underFolder))
        throw new Error(`completion after "${folder}/" offered no page`);
      result.completionFolderMs = round(median(fSamples));
      result.completionFolderSamples = fSamples.map((x) => round(x));
      result.completionFolderItems = answer.count;
      result.completionFolder = folder;
    }

    const mem = server.memory();
    result.peakMB = round(mem?.peakMB, 1);
    result.rssMB = round(mem?.rssMB, 1);
    return result;
  } finally {
    await server.stop();
  }
}

/**
 * Our server as a user meets it: docs.json opened, then keystrokes from the very first one after its first
 * diagnostics (no warm-up: the pages are still being parsed and read in the background), alternating one-character
 * edits in a page path. `pauseMs` between keystrokes lets the background work run between them (a typing pace
 * slower than its 200 ms of quiet), so each keystroke lands on it. Then completion right after the quote of a new
 * entry, from the first request. Each keystroke's time is also taken as CPU time of the server's main thread
 * (what it cost the server, whatever else the machine runs). `settings`: the editor's settings (rules turned off
 * for a baseline). Returns { openMs, samples, cpuSamples, completionSamples, completionCpuSamples }.
 */
async function benchEditorFromFirst({
  repoRoot,
  site,
  serverMain,
  keystrokes,
  pauseMs = 0,
  settings,
  completionRuns,
  timeoutMs = 120000,
}) {
  if (!fs.existsSync(serverMain)) throw new Error(`${path.relative(repoRoot, serverMain)} not built`);
  const server = new LspServer({
    name: 'docsjson-language-server',
    command: process.execPath,
    args: [serverMain, '--stdio'],
    cwd: site.root,
    settings: settings ?? {},
  });
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
  try {
    await server.initialize({ rootPath: site.root });
    const uri = fileUri(site.docsFile);
    const known = site.missingLocations[0];
    const hasKnown = (params) => params.diagnostics.some((d) => isPageMissingOn(d, known.line));
    const opened = await server.open(uri, fs.readFileSync(site.docsFile, 'utf8'), { accept: hasKnown, timeoutMs });
    const samples = [];
    const cpuSamples = [];
    const at = site.edit.offset;
    const count = keystrokes + (keystrokes % 2);
    for (let i = 0; i < count; i++) {
      if (pauseMs > 0) await pause();
      const inserted = i % 2 === 0;
      const accept = (params, version) =>
        versionOk(params, version) &&
        hasKnown(params) &&
        params.diagnostics.some((d) => isPageMissingOn(d, site.edit.line)) === inserted;
      const r = inserted
        ? await server.change(uri, at, at, INSERTED, { accept, timeoutMs })
        : await server.change(uri, at, at + 1, '', { accept, timeoutMs });
      const cpuAfter = server.cpuMs();
      samples.push(r.ms);
      if (r.cpuAtSend !== undefined && cpuAfter !== undefined) cpuSamples.push(cpuAfter - r.cpuAtSend);
    }
    // A new entry typed before an existing one, `"", "<page>"`; completion asked right after its first quote.
    const c = site.completion;
    const typed = await server.change(uri, c.offset, c.offset, '"", ', {
      accept: (params, version) => versionOk(params, version) && hasKnown(params),
      timeoutMs,
    });
    void typed;
    const position = positionAt(server.text(uri), c.offset + 1);
    const completionSamples = [];
    const completionCpuSamples = [];
    let last;
    for (let i = 0; i < completionRuns; i++) {
      if (pauseMs > 0) await pause();
      const cpuBefore = server.cpuMs();
      last = await server.completion(uri, position, timeoutMs);
      const cpuAfter = server.cpuMs();
      completionSamples.push(last.ms);
      if (cpuBefore !== undefined && cpuAfter !== undefined) completionCpuSamples.push(cpuAfter - cpuBefore);
    }
    if (!last || last.count === 0) throw new Error('completion inside a "pages" array returned no items');
    return {
      openMs: round(opened.ms),
      samples: samples.map((x) => round(x)),
      cpuSamples: cpuSamples.map((x) => round(x)),
      completionSamples: completionSamples.map((x) => round(x)),
      completionCpuSamples: completionCpuSamples.map((x) => round(x)),
    };
  } finally {
    await server.stop();
  }
}

module.exports = { benchVsCodeJson, benchOurs, benchEditorFromFirst, isPageMissingOn };
