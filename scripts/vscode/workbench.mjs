/* global document -- the page's document, inside evaluate() callbacks that run in the browser */
// Small helpers over a code-server workbench page (Playwright): open a folder, quick-open a file, run a command,
// read the Problems panel, the hover and the status bar. Waits are on the DOM, with time limits; the few fixed
// pauses are for VS Code's own debounced UI (quick input filtering, hover delay).
export class Workbench {
  constructor(page, baseUrl, shotsDir) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.shotsDir = shotsDir;
  }

  /** A screenshot of the window, or of `clip` ({x, y, width, height}). */
  async shot(name, clip) {
    const file = `${this.shotsDir}/${name}.png`;
    await this.page.screenshot({ path: file, ...(clip ? { clip } : {}) });
    return file;
  }

  async openFolder(folder) {
    await this.page.goto(`${this.baseUrl}/?folder=${encodeURIComponent(folder)}`);
    await this.page.waitForSelector('.monaco-workbench .part.statusbar', { timeout: 90000 });
    await this.page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60000 });
  }

  /** Types into Quick Open or the Command Palette and picks the first row that shows `rowText`. */
  async quickInput(prefixKeys, text, rowText) {
    const { page } = this;
    await page.keyboard.press('Escape');
    await page.keyboard.press(prefixKeys);
    const input = page.locator('.quick-input-widget input').first();
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(text);
    // The list fills asynchronously (file search, command filtering): Enter before that picks nothing.
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: rowText }).first();
    await row.waitFor({ state: 'visible', timeout: 20000 });
    await page.waitForTimeout(300);
    await page.keyboard.press('Enter');
  }

  /** Opens a workspace file by its path relative to the folder and waits for its tab. */
  async openFile(rel) {
    const name = rel.split('/').pop();
    await this.quickInput('Control+p', rel, name);
    await this.page.waitForSelector(`.tab.active[aria-label*="${name}"]`, { timeout: 20000 });
    await this.page.waitForSelector('.editor-instance .view-lines', { timeout: 20000 });
  }

  async command(title) {
    await this.quickInput('Control+Shift+p', `>${title}`, title.split(': ').pop());
  }

  async problems() {
    const { page } = this;
    if (
      !(await page
        .locator('.markers-panel')
        .isVisible()
        .catch(() => false))
    ) {
      await page.keyboard.press('Control+Shift+m');
      await page.waitForSelector('.markers-panel', { timeout: 10000 });
    }
    await page.waitForTimeout(300);
    return page.$$eval('.markers-panel .monaco-list-row', (rows) =>
      rows.map((r) => (r.getAttribute('aria-label') || r.textContent || '').replace(/\s+/g, ' ').trim()),
    );
  }

  /** Waits until `accept(rows)` holds for the Problems panel rows; returns the rows. */
  async waitForProblems(accept, timeoutMs = 30000) {
    const deadline = Date.now() + timeoutMs;
    let rows = [];
    while (Date.now() < deadline) {
      rows = await this.problems();
      if (accept(rows)) return rows;
      await this.page.waitForTimeout(500);
    }
    throw new Error(`Problems panel never matched; last rows:\n  ${rows.join('\n  ')}`);
  }

  async statusBarItem(id) {
    return this.page
      .$eval(`[id="${id}"]`, (e) => (e.getAttribute('aria-label') || e.textContent || '').trim())
      .catch(() => null);
  }

  /** Moves the cursor to a 1-based line (Go to Line), which scrolls it into view. */
  async goToLine(line) {
    await this.page.keyboard.press('Escape');
    await this.page.keyboard.press('Control+g');
    await this.page.locator('.quick-input-widget input').first().waitFor({ state: 'visible', timeout: 10000 });
    await this.page.keyboard.type(String(line));
    await this.page.keyboard.press('Enter');
    await this.page.waitForTimeout(300);
  }

  /**
   * Screen box of the first editor token whose text starts with `text`. A quoted string that is also a document
   * link may be drawn as the quotes and the link apart, once the links have arrived: then the link's box.
   */
  async tokenBox(text) {
    const box = await this.page.evaluate((text) => {
      const all = [...document.querySelectorAll('.editor-instance .view-line span span')];
      let spans = all.filter((s) => s.textContent.startsWith(text));
      const unquoted = /^".+"$/.test(text) ? text.slice(1, -1) : undefined;
      if (spans.length === 0 && unquoted) spans = all.filter((s) => s.textContent.startsWith(unquoted));
      spans.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      const r = spans[0]?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    }, text);
    if (!box) throw new Error(`no editor token starting with ${text}`);
    return box;
  }

  /** The frame of the webview whose page holds `selector` (a webview is an iframe inside an iframe). */
  async webviewFrame(selector, timeoutMs = 20000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const frame of this.page.frames()) {
        if (await frame.$(selector).catch(() => null)) return frame;
      }
      await this.page.waitForTimeout(250);
    }
    throw new Error(`no webview shows ${selector}`);
  }

  /** Hovers the token and returns the text of every hover part shown. */
  async hover(text) {
    const { page } = this;
    // A hover begun while the editor redraws (decorations and links arriving from a server that just started) is
    // dropped by the editor, as a person would see: move away and hover again.
    for (let attempt = 1; ; attempt++) {
      const box = await this.tokenBox(text);
      await page.mouse.move(box.x + 2, box.y + box.height / 2);
      await page.mouse.move(box.x + Math.min(6, box.width / 2), box.y + box.height / 2);
      try {
        await page.waitForSelector('.monaco-hover:not(.hidden) .hover-contents', { timeout: 5000 });
        break;
      } catch (e) {
        if (attempt === 3) throw e;
        await page.mouse.move(0, 0);
      }
    }
    await page.waitForTimeout(800);
    return page.$$eval('.monaco-hover:not(.hidden) .hover-row .hover-contents', (parts) =>
      parts.map((p) => p.textContent.trim()).filter((t) => t.length > 0),
    );
  }
}
