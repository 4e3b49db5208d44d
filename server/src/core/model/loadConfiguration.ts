// docs.json -> its includes -> the site model: the one pipeline behind every check and every editor request that
// needs a model before the next check has run.
import type { SourceFile } from '../json/sourceFile';
import type { Workspace } from '../workspace/workspace';
import { buildSiteModel } from './buildSiteModel';
import { ComposeResult, composeConfiguration, workspaceSourceLoader } from './includes';
import type { SiteModel } from './siteModel';

export interface LoadedConfiguration {
  composed: ComposeResult;
  /** Undefined when docs.json could not be parsed at all. */
  model?: SiteModel;
}

/** `version` becomes the model's version (see SiteModel.version). */
export async function loadConfiguration(
  docs: SourceFile,
  workspace: Workspace,
  version = 0,
): Promise<LoadedConfiguration> {
  const composed = await composeConfiguration(docs, workspaceSourceLoader(workspace));
  return { composed, model: composed.root ? buildSiteModel(composed.files, composed.root, version) : undefined };
}
