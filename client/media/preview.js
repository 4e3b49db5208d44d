// The navigation preview's webview script. It shows the HTML fragments the extension posts (rendered and escaped
// by the site builder), scrolls the highlighted entry into view, and turns a click (or Enter) on an item into an
// "open" message naming the item by its JSON path in docs.json. It never navigates and never reads anything else.
(function () {
  'use strict';
  const vscode = acquireVsCodeApi();
  const root = document.getElementById('dj-root');
  const status = document.getElementById('dj-status');

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'render' && typeof message.html === 'string') {
      root.innerHTML = message.html;
      root.classList.remove('dj-stale');
      setStatus('');
      makeFocusable();
      revealSelection();
    } else if (message.type === 'status' && typeof message.text === 'string') {
      setStatus(message.text);
      root.classList.toggle('dj-stale', message.text !== '' && root.querySelector('.dj-preview') !== null);
    }
  });

  function setStatus(text) {
    status.textContent = text;
    status.hidden = text === '';
  }

  /** Entries and divisions are links without href (nothing to navigate to): give them the keyboard. */
  function makeFocusable() {
    for (const el of root.querySelectorAll('a[data-route], .dj-preview-level li[data-path]')) {
      el.setAttribute('tabindex', '0');
      el.setAttribute('role', 'link');
    }
  }

  function revealSelection() {
    const selected = root.querySelector('[aria-current="location"]') || root.querySelector('.dj-selected');
    if (selected) selected.scrollIntoView({ block: 'nearest' });
  }

  /** The JSON path a click on `target` asks for, or undefined (a click that only opens or closes a group). */
  function pathFor(target) {
    const item = target.closest('[data-path]');
    if (!item || !root.contains(item)) return undefined;
    let path;
    try {
      path = JSON.parse(item.getAttribute('data-path'));
    } catch {
      return undefined;
    }
    if (!Array.isArray(path)) return undefined;
    if (item.classList.contains('dj-group')) {
      // The label of a group with a `root` page is a link to that page; elsewhere a group only opens and closes.
      const link = target.closest('summary a');
      return link && item.contains(link) ? [...path, 'root'] : undefined;
    }
    return path;
  }

  function activate(event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('a')) event.preventDefault();
    const path = pathFor(target);
    if (path) vscode.postMessage({ type: 'open', path });
  }

  root.addEventListener('click', activate);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      if (event.target instanceof Element && event.target.getAttribute('role') === 'link') activate(event);
    }
  });
  vscode.postMessage({ type: 'ready' });
})();
