// The DocsService `docsjson dev` lints with, on its worker thread or (when the worker is missing or died) on the
// server's own: the same settings in both, those `lint` and `build` read from .docsjsonrc.json and the flags.
import { createDocsService, type DocsService, type FileOverride, type SeveritySetting } from '../core';
import { NodeWorkspace } from './nodeWorkspace';

export interface DevLintSettings {
  severities?: Record<string, SeveritySetting>;
  /** `.docsjsonrc.json`'s `ignores` and `overrides`. */
  ignores?: string[];
  overrides?: FileOverride[];
}

export function devLintService(root: string, docsFile: string, settings: DevLintSettings): DocsService {
  return createDocsService({
    workspace: new NodeWorkspace(root),
    docsFile,
    severities: settings.severities,
    ignores: settings.ignores,
    overrides: settings.overrides,
  });
}
