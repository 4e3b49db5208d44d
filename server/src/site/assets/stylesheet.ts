// The site's one stylesheet: the palette (palette.ts: the site's colours, light and dark, following the reader's
// system setting or the theme control's choice kept in data-theme), the layout below, the theme's variant
// (themeVariants.ts), then the page-body styles of the content renderer, which read the same variables. Colours are
// validated hex only, and font names letters, digits and spaces, so nothing else reaches the CSS.
import { safeColor } from '../html';
import { paletteCss } from './palette';
import { themeVariant } from './themeVariants';

/** The settings that change the stylesheet (SiteSettings has them all). */
export interface SiteLook {
  accent: string;
  accentDark?: string;
  buttonColor?: string;
  background?: { light?: string; dark?: string };
  theme?: string;
  fonts?: { body?: string; heading?: string };
  /** Set when pages carry the contextual menu: its styles are added only then. */
  contextual?: unknown;
}

const DEFAULT_ACCENT = '#16a34a';
const FONT_NAME = /^[A-Za-z0-9 _-]{1,64}$/;

export function buildStylesheet(look: SiteLook, contentCss = ''): string {
  const color = (c: string | undefined) => safeColor(c);
  const palette = paletteCss({
    accent: color(look.accent) ?? DEFAULT_ACCENT,
    accentDark: color(look.accentDark),
    buttonColor: color(look.buttonColor),
    background: { light: color(look.background?.light), dark: color(look.background?.dark) },
  });
  const variant = themeVariant(look.theme);
  // A named font is used when the reader has it (fonts are never fetched); the theme's stack follows.
  const font = (name: string | undefined, variable: string, fallback: string) =>
    name && FONT_NAME.test(name) ? `:root{--dj-${variable}:"${name}",var(--dj-${fallback})}` : '';
  const fonts = font(look.fonts?.body, 'font', 'theme-font') + font(look.fonts?.heading, 'heading-font', 'font');
  const themeFonts = variant.css.includes('--dj-font:')
    ? `:root{--dj-theme-font:${/--dj-font:([^;}]*)/.exec(variant.css)![1]}}`
    : '';
  const contextual = look.contextual ? `\n${CONTEXTUAL}` : '';
  return `${palette}${BASE}\n${variant.css}\n${themeFonts}${fonts}\n${contentCss}\n${AFTER_CONTENT}${contextual}`;
}

/** The contextual menu: a split button beside the title (wrapping under it when the title is long), its list
 * opening towards the page's inside edge so that it stays on a phone's screen. */
const CONTEXTUAL = `.dj-title-row{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:.5rem 1rem}
.dj-title-row>.dj-title{flex:1 1 12rem;min-width:0}
.dj-contextual{display:flex;align-items:stretch;flex:none;margin-top:.45rem}
.dj-toc .dj-contextual{margin:0 0 1rem}
.dj-contextual-copy{font:inherit;font-size:.85rem;display:inline-flex;align-items:center;gap:.4rem;padding:.3rem .7rem;cursor:pointer;
color:var(--dj-fg);background:var(--dj-bg-soft);border:1px solid var(--dj-border);border-radius:var(--dj-radius);white-space:nowrap}
.dj-contextual-copy:hover{color:var(--dj-heading);border-color:color-mix(in srgb,var(--dj-fg-soft) 40%,var(--dj-border))}
.dj-contextual-copy:not([hidden])+.dj-menu>summary{border-top-left-radius:0;border-bottom-left-radius:0;border-left:0;padding:.3rem .55rem;min-height:100%}
.dj-contextual-copy:has(+.dj-menu){border-top-right-radius:0;border-bottom-right-radius:0}
.dj-contextual .dj-menu>summary{font-size:.85rem;color:var(--dj-fg)}
.dj-contextual .dj-menu>summary::after{margin-left:0}
.dj-contextual .dj-menu>ul{right:0;min-width:15rem}
.dj-toc .dj-contextual .dj-menu>ul{right:auto;left:0}
.dj-contextual .dj-menu>ul a{flex-wrap:nowrap;display:grid;grid-template-columns:auto 1fr;column-gap:.5rem}
.dj-contextual .dj-menu>ul a .dj-description{grid-column:2}`;

const BASE = `:root{--dj-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--dj-mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;--dj-heading-font:var(--dj-font);--dj-radius:.6rem;
--dj-radius-lg:.9rem;--dj-max-width:92rem;--dj-sidebar-width:18rem;--dj-toc-width:15rem;--dj-top:3.75rem}
body.dj-layout-topbar.dj-has-tabs{--dj-top:6.5rem}
*,*::before,*::after{box-sizing:border-box}
html{font-family:var(--dj-font);background:var(--dj-bg);color:var(--dj-fg);line-height:1.65;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;overflow-wrap:break-word}
a{color:var(--dj-accent-text)}
img,video,svg,canvas,iframe{max-width:100%}
img,video{height:auto}
:focus-visible{outline:2px solid var(--dj-focus);outline-offset:2px}
.dj-skip{position:absolute;left:-9999px;top:0;z-index:100;padding:.5rem 1rem;background:var(--dj-bg);color:var(--dj-fg)}
.dj-skip:focus{left:1rem;top:1rem}
.dj-icon{display:inline-block;width:1em;height:1em;flex:none;vertical-align:-.125em;background:currentColor;
-webkit-mask:var(--dj-icon-img,url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='3'/%3E%3C/svg%3E")) center/contain no-repeat;
mask:var(--dj-icon-img,url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='3'/%3E%3C/svg%3E")) center/contain no-repeat}
img.dj-icon{background:none;-webkit-mask:none;mask:none;object-fit:contain}
/* Header: one sticky bar (the top-bar themes) or the strip above the content (the sidebar themes). */
/* No backdrop filter here: it would make the header the containing block of the fixed tab menus inside it. */
.dj-header{position:sticky;top:0;z-index:20;background:var(--dj-bg);border-bottom:1px solid var(--dj-border)}
.dj-header-row{display:flex;align-items:center;gap:1rem;padding:0 1.5rem;min-height:3.75rem;max-width:var(--dj-max-width);margin:0 auto}
.dj-brand{display:flex;align-items:center;gap:.5rem;text-decoration:none;color:var(--dj-heading);font-weight:700;font-size:1.1rem;min-width:0}
.dj-logo{height:1.75rem;width:auto;max-width:11rem;object-fit:contain}
.dj-logo-dark{display:none}
:root[data-theme=dark] .dj-logo-light{display:none}:root[data-theme=dark] .dj-logo-dark{display:inline}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .dj-logo-light{display:none}
:root:not([data-theme=light]) .dj-logo-dark{display:inline}}
.dj-site-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.dj-selectors{display:flex;gap:.5rem;flex-wrap:wrap}
.dj-header-end{margin-left:auto;display:flex;align-items:center;gap:.9rem}
.dj-navbar-link{display:inline-flex;align-items:center;gap:.4rem;text-decoration:none;color:var(--dj-fg-soft);font-size:.9rem;font-weight:500;white-space:nowrap}
.dj-navbar-link:hover{color:var(--dj-heading)}
.dj-navbar-link.dj-primary{color:var(--dj-on-button);background:var(--dj-button);padding:.4rem .95rem;border-radius:999px}
.dj-navbar-link.dj-primary:hover{color:var(--dj-on-button);filter:brightness(1.08)}
.dj-search-button,.dj-theme-toggle,.dj-menu-button{font:inherit;font-size:.9rem;color:var(--dj-fg-soft);background:var(--dj-bg-soft);
border:1px solid var(--dj-border);border-radius:var(--dj-radius);padding:.4rem .7rem;cursor:pointer;display:flex;gap:.5rem;align-items:center}
.dj-search-button{min-width:15rem;border-radius:999px;padding:.45rem .9rem}
.dj-search-button kbd{margin-left:auto}
.dj-search-button:hover,.dj-theme-toggle:hover,.dj-menu-button:hover{color:var(--dj-heading);border-color:color-mix(in srgb,var(--dj-fg-soft) 40%,var(--dj-border))}
.dj-theme-toggle,.dj-menu-button{padding:.45rem;line-height:0}
.dj-menu-button{display:none;background:none;border-color:transparent}
.dj-search-button[hidden],.dj-theme-toggle[hidden]{display:none}
.dj-theme-toggle .dj-when-dark{display:none}
:root[data-theme=dark] .dj-theme-toggle .dj-when-dark{display:inline-block}:root[data-theme=dark] .dj-theme-toggle .dj-when-light{display:none}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .dj-theme-toggle .dj-when-dark{display:inline-block}
:root:not([data-theme=light]) .dj-theme-toggle .dj-when-light{display:none}}
kbd{font-family:var(--dj-mono);font-size:.75rem;border:1px solid var(--dj-border);border-radius:.3rem;padding:0 .3rem}
/* Menus: the choosers, dropdowns and tab menus (native <details>). */
.dj-menu{position:relative}
.dj-menu>summary{list-style:none;cursor:pointer;padding:.3rem .75rem;border:1px solid var(--dj-border);border-radius:var(--dj-radius);
font-size:.9rem;background:var(--dj-bg-soft);display:flex;gap:.4rem;align-items:center;white-space:nowrap}
.dj-menu>summary::-webkit-details-marker{display:none}
.dj-menu>summary::after{content:"";width:.45em;height:.45em;border:solid var(--dj-fg-soft);border-width:0 1.5px 1.5px 0;transform:rotate(45deg) translateY(-25%);margin-left:.15rem}
.dj-menu>ul{position:absolute;z-index:40;margin:.35rem 0 0;padding:.35rem;list-style:none;min-width:14rem;max-width:min(22rem,calc(100vw - 1rem));
max-height:70vh;overflow:auto;background:var(--dj-bg);border:1px solid var(--dj-border);border-radius:var(--dj-radius);box-shadow:0 10px 30px rgb(0 0 0/.18)}
.dj-menu>ul a,.dj-menu>ul .dj-option-text{display:flex;flex-wrap:wrap;gap:.1rem .5rem;align-items:center;padding:.4rem .6rem;border-radius:calc(var(--dj-radius) - .2rem);text-decoration:none;color:var(--dj-fg)}
.dj-menu>ul a:hover,.dj-menu>ul a:focus-visible{background:var(--dj-bg-soft);color:var(--dj-heading)}
.dj-menu [aria-current=true]{color:var(--dj-accent-text);font-weight:600}
.dj-menu .dj-description{flex-basis:100%}
.dj-description{display:block;font-size:.8rem;color:var(--dj-fg-soft);font-weight:400}
/* The tab bar. It wraps on wide screens (an open tab menu is never clipped) and scrolls sideways on phones. */
.dj-tabs-bar{display:flex;align-items:center;gap:1.5rem;padding:0 1.5rem;max-width:var(--dj-max-width);margin:0 auto}
.dj-tab-list,.dj-global-links{display:flex;flex-wrap:wrap;flex:1;gap:0 1.5rem;margin:0;padding:0;list-style:none}
.dj-global-links{flex:0 0 auto}
.dj-tab{display:flex}
.dj-tab.dj-align-end{margin-left:auto}
.dj-tab>a,.dj-tab>.dj-option-text,.dj-tab-menu>summary,.dj-global-links a{display:flex;gap:.45rem;align-items:center;padding:.7rem 0;
text-decoration:none;color:var(--dj-fg-soft);border-bottom:2px solid transparent;font-size:.9rem;font-weight:500;white-space:nowrap}
.dj-tab-menu>summary{border:0;border-bottom:2px solid transparent;border-radius:0;background:none}
.dj-tab>a:hover,.dj-tab-menu>summary:hover,.dj-global-links a:hover{color:var(--dj-heading)}
.dj-tab>a[aria-current=true],.dj-tab-menu>summary[aria-current=true]{color:var(--dj-heading);border-bottom-color:var(--dj-accent);font-weight:600}
/* Page columns: sidebar, page, table of contents. */
.dj-layout{flex:1;display:grid;grid-template-columns:var(--dj-sidebar-width) minmax(0,1fr) var(--dj-toc-width);max-width:var(--dj-max-width);width:100%;margin:0 auto}
.dj-layout:not(:has(>.dj-toc)){grid-template-columns:var(--dj-sidebar-width) minmax(0,1fr)}
.dj-sidebar{position:sticky;top:var(--dj-top);align-self:start;max-height:calc(100vh - var(--dj-top));overflow:auto;overscroll-behavior:contain;
padding:1.5rem 1rem 2rem 1.5rem;font-size:.875rem}
.dj-sidebar-head,.dj-sidebar-foot{display:none}
.dj-anchors{list-style:none;margin:0 0 1.25rem;padding:0}
.dj-anchors a,.dj-anchors .dj-option-text{display:flex;gap:.75rem;align-items:center;padding:.3rem 0;text-decoration:none;color:var(--dj-fg-soft);font-weight:500}
.dj-anchor-icon{display:flex;align-items:center;justify-content:center;width:1.6rem;height:1.6rem;flex:none;border:1px solid var(--dj-border);
border-radius:calc(var(--dj-radius) - .1rem);font-size:.85rem}
.dj-anchors a:hover{color:var(--dj-heading)}
.dj-anchors [aria-current=true]{color:var(--dj-accent-text);font-weight:600}
.dj-anchors [aria-current=true] .dj-anchor-icon{background:var(--dj-accent);border-color:var(--dj-accent);color:var(--dj-on-button)}
.dj-sidebar>.dj-menu{margin-bottom:1rem}
.dj-nav,.dj-nav ul{list-style:none;margin:0;padding:0}
.dj-nav ul{padding-left:.75rem;border-left:1px solid var(--dj-border);margin-left:.75rem}
.dj-nav>.dj-group>details>ul{border-left:0;padding-left:0;margin-left:0}
.dj-group{margin:.1rem 0}
.dj-nav>.dj-group{margin-bottom:1.5rem}
.dj-group>details>summary{cursor:pointer;padding:.35rem .75rem;display:flex;gap:.5rem;align-items:center;color:var(--dj-fg);border-radius:var(--dj-radius)}
.dj-nav>.dj-group>details>summary{font-weight:600;font-size:.875rem;color:var(--dj-heading);padding:.2rem 0 .4rem;cursor:default;pointer-events:none}
.dj-nav>.dj-group>details>summary>a{pointer-events:auto}
.dj-nav>.dj-group.dj-unlabelled>details>summary{display:none}
.dj-group>details>summary>a{color:inherit;text-decoration:none;display:flex;gap:.5rem;align-items:center;flex:1;min-width:0}
.dj-nav li>a{display:flex;gap:.5rem;align-items:center;padding:.35rem .75rem;border-radius:var(--dj-radius);text-decoration:none;color:var(--dj-fg-soft)}
.dj-nav li>a:hover,.dj-group .dj-group>details>summary:hover{background:var(--dj-bg-soft);color:var(--dj-heading)}
.dj-nav a[aria-current=page]{color:var(--dj-accent-text);background:color-mix(in srgb,var(--dj-accent) 10%,transparent);font-weight:600}
.dj-nav-more>a{font-style:italic}
.dj-section-index .dj-sidebar{position:static;max-height:none;overflow:visible;padding:0}
.dj-nav-invalid{color:var(--dj-danger)}
.dj-missing>a{color:var(--dj-danger)}
.dj-note{font-size:.7rem;color:var(--dj-danger);margin-left:auto}
.dj-group .dj-group>details>summary::after{content:"";width:.4em;height:.4em;border:solid var(--dj-fg-soft);border-width:0 1.5px 1.5px 0;
transform:rotate(-45deg);margin-left:auto;flex:none;transition:transform .15s}
.dj-group .dj-group>details[open]>summary::after{transform:rotate(45deg)}
.dj-group>details>summary{list-style:none}.dj-group>details>summary::-webkit-details-marker{display:none}
.dj-tag{font-style:normal;font-size:.68rem;font-weight:600;padding:0 .4rem;border-radius:999px;border:1px solid color-mix(in srgb,var(--dj-accent) 50%,transparent);
color:var(--dj-accent-text);white-space:nowrap;flex:none}
.dj-nav .dj-method,.dj-method.dj-nav-method{font-style:normal;font-family:var(--dj-mono);font-size:.62rem;font-weight:700;line-height:1.5;min-width:2.6rem;text-align:center;
border-radius:.3rem;padding:0 .25rem;color:var(--dj-bg);background:var(--dj-fg-soft);flex:none;white-space:nowrap;overflow:visible}
.dj-nav .dj-method-get{background:var(--dj-get)}.dj-nav .dj-method-post{background:var(--dj-post)}.dj-nav .dj-method-put{background:var(--dj-put)}
.dj-nav .dj-method-patch{background:var(--dj-patch)}.dj-nav .dj-method-delete{background:var(--dj-delete)}
.dj-main{min-width:0;padding:2.5rem 3rem 4rem}
.dj-main:focus{outline:none}
.dj-page{max-width:48rem;margin:0 auto}
/* An endpoint page holds its examples column too (in place of "On this page"): it takes the width of both. */
@media (min-width:64rem){.dj-page:has(.dj-endpoint-examples){max-width:80rem}}
.dj-eyebrow{margin:0;color:var(--dj-accent-text);font-weight:600;font-size:.875rem}
.dj-title{margin:.3rem 0 .5rem;font-family:var(--dj-heading-font);font-size:2rem;line-height:1.2;font-weight:700;letter-spacing:-.02em;color:var(--dj-heading);overflow-wrap:anywhere}
.dj-page-header>.dj-description{font-size:1.125rem;margin:0 0 2rem;color:var(--dj-fg-soft)}
.dj-placeholder-body{white-space:pre-wrap;word-break:break-word}
.dj-notice{border:1px solid var(--dj-danger);border-left-width:4px;border-radius:var(--dj-radius);padding:.75rem 1rem;margin:0 0 1.5rem}
.dj-notice h2{margin:0 0 .5rem;font-size:1rem;color:var(--dj-danger)}
.dj-notice ul{margin:0;padding-left:1.25rem}
.dj-pager{display:flex;justify-content:space-between;gap:1rem;margin:3rem auto 0;max-width:48rem;border-top:1px solid var(--dj-border);padding-top:1.5rem}
.dj-pager a{display:flex;flex-direction:column;text-decoration:none;border:1px solid var(--dj-border);border-radius:var(--dj-radius-lg);padding:.75rem 1rem;max-width:48%}
.dj-pager a:hover{border-color:var(--dj-accent)}
.dj-pager-next{margin-left:auto;text-align:right}
.dj-pager-label{font-size:.8rem;color:var(--dj-fg-soft)}
.dj-pager-title{color:var(--dj-heading);font-weight:600;overflow-wrap:anywhere}
.dj-toc{position:sticky;top:var(--dj-top);align-self:start;max-height:calc(100vh - var(--dj-top));overflow:auto;padding:2.5rem 1.5rem 2rem 0;font-size:.85rem}
.dj-toc-title{font-weight:600;margin:0 0 .6rem;color:var(--dj-heading)}
.dj-toc ul{list-style:none;margin:0;padding:0;border-left:1px solid var(--dj-border)}
.dj-toc a{display:block;padding:.2rem 0 .2rem .9rem;margin-left:-1px;border-left:1px solid transparent;text-decoration:none;color:var(--dj-fg-soft);overflow-wrap:anywhere}
.dj-toc a:hover{color:var(--dj-heading)}
.dj-toc a[aria-current=true]{color:var(--dj-accent-text);border-left-color:var(--dj-accent)}
.dj-toc-3 a{padding-left:1.65rem}
.dj-banner{--dj-banner-bg:var(--dj-accent);--dj-banner-fg:var(--dj-on-accent);display:flex;align-items:center;justify-content:center;gap:.5rem;padding:.45rem 2.75rem;position:relative;background:var(--dj-banner-bg);color:var(--dj-banner-fg);font-size:.875rem;line-height:1.45;text-align:center}
.dj-banner-warning{--dj-banner-bg:#f59e0b;--dj-banner-fg:#111827}
.dj-banner-critical{--dj-banner-bg:#dc2626;--dj-banner-fg:#fff}
:root[data-theme=dark] .dj-banner[style*="--dj-banner-bg-dark"]{--dj-banner-bg:var(--dj-banner-bg-dark);--dj-banner-fg:var(--dj-banner-fg-dark)}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .dj-banner[style*="--dj-banner-bg-dark"]{--dj-banner-bg:var(--dj-banner-bg-dark);--dj-banner-fg:var(--dj-banner-fg-dark)}}
.dj-banner-text p{margin:0}
.dj-banner a{color:inherit;text-decoration:underline;text-underline-offset:2px}
.dj-banner code{font-family:var(--dj-mono);font-size:.9em}
.dj-banner-close{position:absolute;right:.5rem;top:50%;transform:translateY(-50%);display:inline-flex;padding:.3rem;border:0;border-radius:.4rem;background:transparent;color:inherit;cursor:pointer}
.dj-banner-close:hover{background:rgba(0,0,0,.12)}
.dj-footer{border-top:1px solid var(--dj-border);padding:1.5rem 1.25rem;color:var(--dj-fg-soft);font-size:.85rem}
.dj-footer ul{list-style:none;margin:0;padding:0}
.dj-footer a{color:var(--dj-fg-soft);text-decoration:none}
.dj-footer a:hover{color:var(--dj-accent-text)}
.dj-footer-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:1.5rem;max-width:60rem;margin:0 auto 1.5rem}
.dj-footer-header{font-weight:600;color:var(--dj-heading);margin:0 0 .5rem}
.dj-footer-column li{margin:.3rem 0}
.dj-footer-socials{display:flex;justify-content:center;flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 .75rem!important}
.dj-footer-socials a{display:inline-flex;align-items:center;gap:.35rem}
.dj-footer-name{text-align:center;margin:0}
.dj-search{position:fixed;inset:0;z-index:50;display:flex;justify-content:center;align-items:flex-start;padding-top:10vh;background:rgb(0 0 0/.4)}
.dj-search[hidden]{display:none}
.dj-search-box{width:min(40rem,92vw);background:var(--dj-bg);border:1px solid var(--dj-border);border-radius:var(--dj-radius-lg);box-shadow:0 16px 48px rgb(0 0 0/.3);overflow:hidden}
.dj-search-box input{width:100%;font:inherit;font-size:1.05rem;padding:.9rem 1rem;border:0;border-bottom:1px solid var(--dj-border);background:var(--dj-bg);color:var(--dj-heading)}
.dj-search-box input:focus{outline:none}
.dj-search-results{list-style:none;margin:0;padding:.35rem;max-height:60vh;overflow:auto}
.dj-search-results a{display:block;padding:.5rem .75rem;border-radius:var(--dj-radius);text-decoration:none;color:var(--dj-heading)}
.dj-search-results a[aria-selected=true],.dj-search-results a:hover{background:var(--dj-bg-soft)}
.dj-search-results small{display:block;color:var(--dj-fg-soft)}
.dj-search-status{padding:.75rem 1rem;margin:0;color:var(--dj-fg-soft)}
.dj-overlay{position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:60;max-height:45vh;overflow:auto;background:var(--dj-bg);
border:2px solid var(--dj-danger);border-radius:var(--dj-radius-lg);padding:1rem 1.25rem;box-shadow:0 12px 32px rgb(0 0 0/.3);font-size:.9rem}
.dj-overlay h2{margin:0 0 .5rem;font-size:1rem;color:var(--dj-danger)}
.dj-overlay ul{margin:0;padding-left:1.25rem}
.dj-overlay code{font-family:var(--dj-mono)}
.dj-overlay button{float:right;font:inherit;background:none;border:1px solid var(--dj-border);border-radius:.35rem;color:var(--dj-fg);cursor:pointer}
/* The sidebar themes: the sidebar column holds the logo, search and navigation from the top of the window. */
.dj-layout-sidebar .dj-layout{grid-template-columns:var(--dj-sidebar-width) minmax(0,1fr) var(--dj-toc-width);max-width:none}
.dj-layout-sidebar .dj-layout:not(:has(>.dj-toc)){grid-template-columns:var(--dj-sidebar-width) minmax(0,1fr)}
.dj-layout-sidebar .dj-sidebar{top:0;max-height:100vh;height:100vh;display:flex;flex-direction:column;border-right:1px solid var(--dj-border);background:var(--dj-bg)}
.dj-layout-sidebar .dj-sidebar-head{display:flex;flex-direction:column;gap:1rem;margin-bottom:1.25rem}
.dj-layout-sidebar .dj-sidebar-head .dj-search-button{min-width:0;width:100%}
.dj-layout-sidebar .dj-sidebar-groups{flex:1}
.dj-layout-sidebar .dj-sidebar-foot{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;padding-top:1rem;margin-top:1rem;border-top:1px solid var(--dj-border)}
.dj-layout-sidebar .dj-sidebar-foot .dj-theme-toggle{margin-left:auto;border-radius:999px}
.dj-layout-sidebar .dj-column{min-width:0;display:flex;flex-direction:column}
.dj-layout-sidebar .dj-header-row{max-width:none;padding:0 2rem}
.dj-layout-sidebar .dj-header-row .dj-brand,.dj-layout-sidebar .dj-header-row .dj-search-button{display:none}
.dj-layout-sidebar .dj-tabs-bar{padding:0;margin:0;max-width:none;flex:1}
.dj-layout-sidebar .dj-header:not(:has(.dj-tabs-bar)){display:none}
.dj-layout-sidebar{--dj-top:3.75rem}
/* Narrower screens: the table of contents goes first, then the sidebar becomes a panel behind the menu button. */
@media (max-width:68rem){.dj-layout,.dj-layout-sidebar .dj-layout{grid-template-columns:var(--dj-sidebar-width) minmax(0,1fr)}.dj-toc{display:none}}
@media (max-width:48rem){
body,body.dj-layout-sidebar{--dj-top:3.5rem}body.dj-has-tabs,body.dj-layout-topbar.dj-has-tabs{--dj-top:6.25rem}
.dj-header-row{padding:0 .75rem;gap:.5rem;min-height:3.5rem;flex-wrap:wrap}
.dj-menu-button{display:flex}
.dj-search-button{min-width:0;padding:.45rem;border-radius:var(--dj-radius)}
.dj-search-button>span:not(.dj-icon),.dj-search-button kbd{display:none}
.dj-header-end{gap:.5rem}
.dj-header-end .dj-navbar-link{display:none}
.dj-logo{max-width:9rem}
.dj-header .dj-selectors{display:none}
.dj-sidebar-head{display:flex;flex-direction:column;gap:.75rem;margin-bottom:1.25rem}
.dj-layout-sidebar .dj-sidebar-head>.dj-brand,.dj-layout-sidebar .dj-sidebar-head>.dj-search-button{display:none}
.dj-tabs-bar{padding:0 .75rem;overflow-x:auto;scrollbar-width:none}
.dj-tab-list{flex-wrap:nowrap}
.dj-layout,.dj-layout-sidebar .dj-layout{display:flex;flex-direction:column}
.dj-main{padding:1.5rem 1rem 3rem;order:1}
.dj-sidebar{order:2;position:static;max-height:none;height:auto;border-right:0;border-top:1px solid var(--dj-border);padding:1rem}
.dj-js .dj-sidebar{display:none}
.dj-js.dj-nav-open .dj-sidebar{display:block;position:fixed;z-index:30;top:var(--dj-panel-top,var(--dj-top));left:0;right:0;bottom:0;max-height:none;height:auto;align-self:auto;
overflow:auto;background:var(--dj-bg);padding:1rem 1.25rem 3rem;border-top:1px solid var(--dj-border)}
.dj-js.dj-nav-open body{overflow:hidden}
.dj-sidebar-foot{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;padding-top:1rem;margin-top:1rem;border-top:1px solid var(--dj-border)}
.dj-layout-sidebar .dj-header-row{padding:.4rem .75rem 0}
.dj-layout-sidebar .dj-header-row .dj-brand,.dj-layout-sidebar .dj-header-row .dj-search-button{display:flex}
.dj-layout-sidebar .dj-header-row .dj-search-button{margin-left:auto}
.dj-layout-sidebar .dj-header{display:block}
.dj-layout-sidebar .dj-tabs-bar{order:5;flex-basis:100%}
.dj-pager a{max-width:100%}
.dj-title{font-size:1.65rem}}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important;transition:none!important}}
`;

/**
 * Page-body rules that need the site's look over the content renderer's defaults: links in the text as Mintlify
 * shows them (the text's colour, underlined in the accent), headings, and nothing wider than its column.
 */
const AFTER_CONTENT = `.dj-content{color:var(--dj-fg)}
.dj-content a:not([class]){color:var(--dj-heading);font-weight:500;text-decoration:underline;text-decoration-color:var(--dj-accent);
text-decoration-thickness:1px;text-underline-offset:.2em}
.dj-content a:not([class]):hover{text-decoration-thickness:2px}
.dj-content h1,.dj-content h2,.dj-content h3,.dj-content h4{font-family:var(--dj-heading-font);color:var(--dj-heading);line-height:1.3;scroll-margin-top:calc(var(--dj-top) + 1rem)}
.dj-content h2{font-size:1.5rem;margin:2.25rem 0 .75rem;letter-spacing:-.01em}
.dj-content h3{font-size:1.2rem;margin:1.75rem 0 .5rem}
.dj-content img,.dj-content video,.dj-content iframe{max-width:100%;height:auto}
.dj-content table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:1.25rem 0;font-size:.9rem}
.dj-content th,.dj-content td{border-bottom:1px solid var(--dj-border);padding:.5rem .75rem;text-align:left;vertical-align:top}
.dj-content th{color:var(--dj-heading);font-weight:600}
.dj-content pre{max-width:100%;overflow-x:auto}
.dj-content :not(pre)>code{font-family:var(--dj-mono);font-size:.875em;background:var(--dj-bg-soft);border:1px solid var(--dj-border);border-radius:.35rem;
padding:.1em .35em;color:var(--dj-heading);overflow-wrap:anywhere}
.dj-content p,.dj-content li,.dj-content dd{overflow-wrap:anywhere}
.dj-content td,.dj-content th{overflow-wrap:break-word;min-width:6rem}
.dj-content hr{border:0;border-top:1px solid var(--dj-border);margin:2rem 0}
.dj-content blockquote{margin:1.25rem 0;padding:0 1rem;border-left:3px solid var(--dj-border);color:var(--dj-fg-soft)}
`;
