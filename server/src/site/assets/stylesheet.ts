// The site's one stylesheet: light and dark themes (the reader's system setting, or the toggle's choice kept in
// data-theme), the accent from `colors.primary` (validated hex only, so nothing else can reach the CSS), and the
// page-body styles of the content renderer appended as given.
import { safeColor } from '../html';

export function buildStylesheet(accent: string, accentDark: string | undefined, contentCss = ''): string {
  const light = safeColor(accent) ?? '#16a34a';
  // Without a colour of its own for dark backgrounds, the accent is lightened so it keeps its contrast there.
  const dark = safeColor(accentDark) ?? `color-mix(in srgb,${light} 60%,#fff)`;
  return `${BASE.split('__ACCENT_DARK__').join(dark).split('__ACCENT__').join(light)}\n${contentCss}\n`;
}

const BASE = `:root{--dj-accent:__ACCENT__;--dj-bg:#ffffff;--dj-bg-soft:#f6f7f9;--dj-fg:#1f2328;--dj-fg-soft:#59636e;
--dj-border:#e1e4e8;--dj-link:var(--dj-accent);--dj-code-bg:#f3f4f6;--dj-focus:#2563eb;--dj-danger:#b42318;
--dj-get:#15803d;--dj-post:#1d4ed8;--dj-put:#a16207;--dj-patch:#7e22ce;--dj-delete:#b91c1c;color-scheme:light;
--dj-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--dj-mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
:root[data-theme=dark]{--dj-accent:__ACCENT_DARK__;--dj-bg:#0f1115;--dj-bg-soft:#171a21;--dj-fg:#e6e8eb;--dj-fg-soft:#a0a8b3;
--dj-border:#2a2f38;--dj-code-bg:#1c2028;--dj-focus:#93c5fd;--dj-danger:#fca5a5;--dj-get:#4ade80;--dj-post:#93c5fd;
--dj-put:#fcd34d;--dj-patch:#d8b4fe;--dj-delete:#fca5a5;color-scheme:dark}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--dj-accent:__ACCENT_DARK__;--dj-bg:#0f1115;
--dj-bg-soft:#171a21;--dj-fg:#e6e8eb;--dj-fg-soft:#a0a8b3;--dj-border:#2a2f38;--dj-code-bg:#1c2028;--dj-focus:#93c5fd;
--dj-danger:#fca5a5;--dj-get:#4ade80;--dj-post:#93c5fd;--dj-put:#fcd34d;--dj-patch:#d8b4fe;--dj-delete:#fca5a5;
color-scheme:dark}}
*,*::before,*::after{box-sizing:border-box}
html{font-family:var(--dj-font);background:var(--dj-bg);color:var(--dj-fg);line-height:1.6}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--dj-link)}
:focus-visible{outline:2px solid var(--dj-focus);outline-offset:2px}
.dj-skip{position:absolute;left:-9999px;top:0;z-index:100;padding:.5rem 1rem;background:var(--dj-bg);color:var(--dj-fg)}
.dj-skip:focus{left:1rem;top:1rem}
.dj-header{position:sticky;top:0;z-index:20;background:var(--dj-bg);border-bottom:1px solid var(--dj-border)}
.dj-header-row{display:flex;align-items:center;gap:1rem;padding:.6rem 1.25rem;flex-wrap:wrap}
.dj-brand{display:flex;align-items:center;text-decoration:none;color:var(--dj-fg);font-weight:700;font-size:1.1rem}
.dj-logo{height:1.75rem;width:auto}
.dj-logo-dark{display:none}
:root[data-theme=dark] .dj-logo-light{display:none}:root[data-theme=dark] .dj-logo-dark{display:inline}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .dj-logo-light{display:none}
:root:not([data-theme=light]) .dj-logo-dark{display:inline}}
.dj-selectors{display:flex;gap:.5rem;flex-wrap:wrap}
.dj-header-end{margin-left:auto;display:flex;align-items:center;gap:.75rem}
.dj-navbar-link{text-decoration:none;color:var(--dj-fg-soft);font-size:.9rem}
.dj-navbar-link.dj-primary{color:#fff;background:var(--dj-accent);padding:.3rem .8rem;border-radius:999px}
.dj-search-button,.dj-theme-toggle{font:inherit;font-size:.9rem;color:var(--dj-fg-soft);background:var(--dj-bg-soft);
border:1px solid var(--dj-border);border-radius:.5rem;padding:.3rem .7rem;cursor:pointer;display:flex;gap:.6rem;align-items:center}
.dj-search-button[hidden],.dj-theme-toggle[hidden]{display:none}
kbd{font-family:var(--dj-mono);font-size:.75rem;border:1px solid var(--dj-border);border-radius:.25rem;padding:0 .3rem}
.dj-menu{position:relative}
.dj-menu>summary{list-style:none;cursor:pointer;padding:.25rem .7rem;border:1px solid var(--dj-border);border-radius:.5rem;
font-size:.9rem;background:var(--dj-bg-soft)}
.dj-menu>summary::-webkit-details-marker{display:none}
.dj-menu>summary::after{content:" \\25BE";color:var(--dj-fg-soft)}
.dj-menu>ul{position:absolute;z-index:30;margin:.25rem 0 0;padding:.35rem;list-style:none;min-width:14rem;max-height:70vh;
overflow:auto;background:var(--dj-bg);border:1px solid var(--dj-border);border-radius:.5rem;box-shadow:0 8px 24px rgb(0 0 0/.15)}
.dj-menu>ul a,.dj-menu>ul .dj-option-text{display:block;padding:.35rem .6rem;border-radius:.35rem;text-decoration:none;color:var(--dj-fg)}
.dj-menu>ul a:hover,.dj-menu>ul a:focus-visible{background:var(--dj-bg-soft)}
.dj-menu [aria-current=true]{color:var(--dj-accent);font-weight:600}
.dj-description{display:block;font-size:.8rem;color:var(--dj-fg-soft);font-weight:400}
.dj-tabs{display:flex;align-items:center;gap:1rem;padding:0 1.25rem;overflow-x:auto}
.dj-tab-list,.dj-global-links{display:flex;flex:1;gap:1.25rem;margin:0;padding:0;list-style:none}
.dj-global-links{flex:0}
.dj-tab{display:flex}
.dj-tab.dj-align-end{margin-left:auto}
.dj-tab>a,.dj-tab>.dj-option-text,.dj-tab-menu>summary,.dj-global-links a{display:flex;gap:.4rem;align-items:center;padding:.55rem 0;
text-decoration:none;color:var(--dj-fg-soft);border-bottom:2px solid transparent;font-size:.92rem}
.dj-tab-menu>summary{border:0;border-bottom:2px solid transparent;border-radius:0;background:none;padding:.55rem 0}
.dj-tab>a[aria-current=true],.dj-tab-menu>summary[aria-current=true]{color:var(--dj-fg);border-bottom-color:var(--dj-accent);font-weight:600}
.dj-layout{flex:1;display:grid;grid-template-columns:17rem minmax(0,1fr) 14rem;max-width:90rem;width:100%;margin:0 auto}
.dj-sidebar{position:sticky;top:6.5rem;align-self:start;max-height:calc(100vh - 6.5rem);overflow:auto;padding:1.25rem 1rem 2rem 1.25rem;
font-size:.92rem;border-right:1px solid var(--dj-border)}
.dj-anchors{list-style:none;margin:0 0 1rem;padding:0}
.dj-anchors a,.dj-anchors .dj-option-text{display:flex;gap:.5rem;align-items:center;padding:.3rem 0;text-decoration:none;color:var(--dj-fg-soft)}
.dj-anchors [aria-current=true]{color:var(--dj-accent);font-weight:600}
.dj-sidebar>.dj-menu{margin-bottom:1rem}
.dj-nav,.dj-nav ul{list-style:none;margin:0;padding:0}
.dj-nav ul{padding-left:.75rem;border-left:1px solid var(--dj-border);margin-left:.35rem}
.dj-nav>.dj-group>details>ul{border-left:0;padding-left:0;margin-left:0}
.dj-group{margin:.15rem 0}
.dj-nav>.dj-group{margin-bottom:1rem}
.dj-group>details>summary{cursor:pointer;padding:.3rem .25rem;display:flex;gap:.4rem;align-items:center;color:var(--dj-fg);border-radius:.35rem}
.dj-nav>.dj-group>details>summary{font-weight:600;font-size:.85rem}
.dj-group>details>summary>a{color:inherit;text-decoration:none;display:flex;gap:.4rem;align-items:center;flex:1}
.dj-nav li>a{display:flex;gap:.45rem;align-items:center;padding:.28rem .5rem;border-radius:.35rem;text-decoration:none;color:var(--dj-fg-soft)}
.dj-nav li>a:hover,.dj-group>details>summary:hover{background:var(--dj-bg-soft);color:var(--dj-fg)}
.dj-nav-more>a{font-style:italic}
.dj-section-index .dj-sidebar{position:static;max-height:none;overflow:visible;padding:0}
.dj-nav a[aria-current=page]{color:var(--dj-accent);background:color-mix(in srgb,var(--dj-accent) 10%,transparent);font-weight:600}
.dj-nav-invalid{color:var(--dj-danger)}
.dj-missing>a{color:var(--dj-danger)}
.dj-note{font-size:.7rem;color:var(--dj-danger);margin-left:auto}
.dj-tag,.dj-method{font-style:normal}
.dj-icon{display:inline-block;width:.45rem;height:.45rem;border-radius:50%;background:currentColor;opacity:.45;flex:none}
.dj-group .dj-group>details>summary::after{content:"\\203A";margin-left:auto;color:var(--dj-fg-soft);transition:transform .15s}
.dj-group .dj-group>details[open]>summary::after{transform:rotate(90deg)}
.dj-group>details>summary{list-style:none}.dj-group>details>summary::-webkit-details-marker{display:none}
.dj-tag{font-size:.68rem;font-weight:600;padding:0 .35rem;border-radius:999px;border:1px solid var(--dj-accent);color:var(--dj-accent)}
.dj-method{font-family:var(--dj-mono);font-size:.66rem;font-weight:700;min-width:2.4rem;text-align:center;border-radius:.25rem;
padding:0 .2rem;color:var(--dj-bg);background:var(--dj-fg-soft)}
.dj-method-get{background:var(--dj-get)}.dj-method-post{background:var(--dj-post)}.dj-method-put{background:var(--dj-put)}
.dj-method-patch{background:var(--dj-patch)}.dj-method-delete{background:var(--dj-delete)}
.dj-main{min-width:0;padding:2rem 2.5rem 4rem}
.dj-main:focus{outline:none}
.dj-eyebrow{margin:0;color:var(--dj-accent);font-weight:600;font-size:.85rem}
.dj-title{margin:.25rem 0 .5rem;font-size:2rem;line-height:1.2;overflow-wrap:anywhere}
.dj-page-header>.dj-description{font-size:1.1rem;margin:0 0 1.5rem}
.dj-content pre{background:var(--dj-code-bg);padding:1rem;border-radius:.5rem;overflow:auto;font-family:var(--dj-mono);font-size:.85rem}
.dj-content code{font-family:var(--dj-mono);font-size:.88em}
.dj-placeholder-body{white-space:pre-wrap;word-break:break-word}
.dj-notice{border:1px solid var(--dj-danger);border-left-width:4px;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.5rem}
.dj-notice h2{margin:0 0 .5rem;font-size:1rem;color:var(--dj-danger)}
.dj-notice ul{margin:0;padding-left:1.25rem}
.dj-pager{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;border-top:1px solid var(--dj-border);padding-top:1.25rem}
.dj-pager a{display:flex;flex-direction:column;text-decoration:none;border:1px solid var(--dj-border);border-radius:.5rem;padding:.6rem 1rem;max-width:48%}
.dj-pager-next{margin-left:auto;text-align:right}
.dj-pager-label{font-size:.8rem;color:var(--dj-fg-soft)}
.dj-pager-title{color:var(--dj-fg);font-weight:600}
.dj-toc{position:sticky;top:6.5rem;align-self:start;padding:2rem 1rem;font-size:.85rem}
.dj-toc-title{font-weight:600;margin:0 0 .5rem}
.dj-toc ul{list-style:none;margin:0;padding:0}
.dj-toc a{display:block;padding:.15rem 0;text-decoration:none;color:var(--dj-fg-soft);overflow-wrap:anywhere}
.dj-toc-3{padding-left:.75rem}
.dj-footer{border-top:1px solid var(--dj-border);padding:1.5rem 1.25rem;color:var(--dj-fg-soft);font-size:.85rem}
.dj-footer ul{list-style:none;margin:0;padding:0}
.dj-footer a{color:var(--dj-fg-soft);text-decoration:none}
.dj-footer a:hover{color:var(--dj-link)}
.dj-footer-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:1.5rem;max-width:60rem;margin:0 auto 1.5rem}
.dj-footer-header{font-weight:600;color:var(--dj-fg);margin:0 0 .5rem}
.dj-footer-column li{margin:.3rem 0}
.dj-footer-socials{display:flex;justify-content:center;flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 .75rem!important}
.dj-footer-socials a{display:inline-flex;align-items:center;gap:.35rem}
.dj-footer-name{text-align:center;margin:0}
.dj-search{position:fixed;inset:0;z-index:50;display:flex;justify-content:center;align-items:flex-start;padding-top:10vh;background:rgb(0 0 0/.35)}
.dj-search[hidden]{display:none}
.dj-search-box{width:min(40rem,92vw);background:var(--dj-bg);border:1px solid var(--dj-border);border-radius:.75rem;box-shadow:0 16px 48px rgb(0 0 0/.3);overflow:hidden}
.dj-search-box input{width:100%;font:inherit;font-size:1.05rem;padding:.9rem 1rem;border:0;border-bottom:1px solid var(--dj-border);background:var(--dj-bg);color:var(--dj-fg)}
.dj-search-box input:focus{outline:none}
.dj-search-results{list-style:none;margin:0;padding:.35rem;max-height:60vh;overflow:auto}
.dj-search-results a{display:block;padding:.5rem .75rem;border-radius:.4rem;text-decoration:none;color:var(--dj-fg)}
.dj-search-results a[aria-selected=true],.dj-search-results a:hover{background:var(--dj-bg-soft)}
.dj-search-results small{display:block;color:var(--dj-fg-soft)}
.dj-search-status{padding:.75rem 1rem;margin:0;color:var(--dj-fg-soft)}
.dj-overlay{position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:60;max-height:45vh;overflow:auto;background:var(--dj-bg);
border:2px solid var(--dj-danger);border-radius:.75rem;padding:1rem 1.25rem;box-shadow:0 12px 32px rgb(0 0 0/.3);font-size:.9rem}
.dj-overlay h2{margin:0 0 .5rem;font-size:1rem;color:var(--dj-danger)}
.dj-overlay ul{margin:0;padding-left:1.25rem}
.dj-overlay code{font-family:var(--dj-mono)}
.dj-overlay button{float:right;font:inherit;background:none;border:1px solid var(--dj-border);border-radius:.35rem;color:var(--dj-fg);cursor:pointer}
@media (max-width:72rem){.dj-layout{grid-template-columns:15rem minmax(0,1fr)}.dj-toc{display:none}}
@media (max-width:48rem){.dj-layout{display:block}.dj-sidebar{position:static;max-height:none;border-right:0;border-bottom:1px solid var(--dj-border)}
.dj-main{padding:1.5rem 1rem 3rem}}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important;transition:none!important}}
`;
