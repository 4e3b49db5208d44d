// Components that are links with a preview: Tile (href, title, description; its content is the preview, usually an
// image), GitHub.Repo / GitHub / Github (a repository card leading to github.com), and Link (a plain link).
import type { ElementContent } from 'hast';
import { h, text } from '../hast';
import { attrText, type ComponentRenderer } from './api';
import { relFor } from './cards';

const tile: ComponentRenderer = (call, api) => {
  const inner: ElementContent[] = [];
  const preview = api.all(call.children);
  if (preview.length) inner.push(h('div', { className: ['dj-tile-preview'] }, preview));
  const title = api.valueContent(call.attributes.get('title'), true);
  if (title.length) inner.push(h('p', { className: ['dj-tile-title'] }, title));
  const description = api.valueContent(call.attributes.get('description'), true);
  if (description.length) inner.push(h('p', { className: ['dj-tile-description'] }, description));
  const href = api.link(attrText(call, 'href'));
  return [
    href
      ? h('a', { className: ['dj-tile'], href, ...relFor(href) }, inner)
      : h('div', { className: ['dj-tile'] }, inner),
  ];
};

const REPO = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;

/** "owner/name" from `repo`, `owner` + `name`/`repo`, or a github.com URL in `url`/`href`. */
function repoOf(attr: (name: string) => string | undefined): string | undefined {
  const owner = attr('owner');
  const repo = attr('repo') ?? attr('repository') ?? attr('name');
  if (owner && repo && REPO.test(`${owner}/${repo}`)) return `${owner}/${repo}`;
  if (repo && REPO.test(repo)) return repo;
  const url = attr('url') ?? attr('href');
  const m = url ? /^https:\/\/github\.com\/([^/?#]+\/[^/?#]+?)(?:\.git)?\/?(?:[?#].*)?$/.exec(url.trim()) : null;
  return m && REPO.test(m[1]) ? m[1] : undefined;
}

const githubRepo: ComponentRenderer = (call, api) => {
  const repo = repoOf((name) => attrText(call, name));
  const body = api.all(call.children);
  if (!repo) return [h('div', { className: ['dj-card', 'dj-github-repo'] }, body)];
  const inner: ElementContent[] = [
    h('span', { className: ['dj-icon', 'dj-icon-github'], title: 'GitHub' }, []),
    h('p', { className: ['dj-card-title'] }, [text(repo)]),
  ];
  const description = attrText(call, 'description');
  if (description) inner.push(h('p', { className: ['dj-card-body'] }, [text(description)]));
  if (body.length) inner.push(h('div', { className: ['dj-card-body'] }, body));
  const href = `https://github.com/${repo}`;
  return [h('a', { className: ['dj-card', 'dj-github-repo'], href, ...relFor(href) }, inner)];
};

const link: ComponentRenderer = (call, api) => {
  const href = api.link(attrText(call, 'href'));
  const children = api.all(call.children);
  return [href ? h('a', { href, ...relFor(href) }, children) : h('span', { className: ['dj-unlinked'] }, children)];
};

export const LINKS: Array<[string, ComponentRenderer]> = [
  ['Tile', tile],
  ['GitHub.Repo', githubRepo],
  ['GitHub', githubRepo],
  ['Github', githubRepo],
  ['Link', link],
];
