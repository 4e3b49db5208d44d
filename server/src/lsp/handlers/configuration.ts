// Settings per site: `workspace/configuration` (scoped to the site's root) when the client supports it, else
// what `initializationOptions` and `workspace/didChangeConfiguration` carried, else the defaults.
import type { ServerContext } from '../context';
import type { Site } from '../site';
import { DocsjsonSettings, parseSettings } from '../settings';

export class SettingsSource {
  /** Settings pushed by the client (initializationOptions, then didChangeConfiguration). */
  private pushed: DocsjsonSettings;

  constructor(
    private readonly ctx: ServerContext,
    initializationOptions: unknown,
  ) {
    this.pushed = parseSettings(initializationOptions);
  }

  private get canPull(): boolean {
    return !!this.ctx.capabilities.workspace?.configuration;
  }

  async settingsFor(site: Site): Promise<DocsjsonSettings> {
    if (!this.canPull) return this.pushed;
    try {
      const [section] = await this.ctx.connection.workspace.getConfiguration([
        { scopeUri: site.rootUri, section: 'docsjson' },
      ]);
      // A client that answers null (no such section) keeps what it pushed, or the defaults.
      return section === null || section === undefined ? this.pushed : parseSettings({ docsjson: section });
    } catch (e) {
      this.ctx.logger.warn(`workspace/configuration failed, using defaults: ${String(e)}`);
      return this.pushed;
    }
  }

  async apply(site: Site): Promise<void> {
    site.applySettings(await this.settingsFor(site));
  }

  async onDidChangeConfiguration(settings: unknown): Promise<void> {
    if (settings !== null && typeof settings === 'object' && Object.keys(settings).length > 0)
      this.pushed = parseSettings(settings);
    const sites = this.ctx.registry.all();
    for (const site of sites) {
      await this.apply(site);
      site.recheck();
    }
    // Pushed diagnostics go out with the re-check; a pulling client (VS Code) shows the open documents' old list
    // until it is told to pull again, once the checks have finished.
    if (this.ctx.publisher.pullMode && this.ctx.capabilities.workspace?.diagnostics?.refreshSupport) {
      await Promise.all(sites.map((site) => site.scheduler.whenIdle()));
      await this.ctx.connection.languages.diagnostics.refresh();
    }
  }
}
