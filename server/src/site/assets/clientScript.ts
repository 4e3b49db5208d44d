// The site's browser scripts, shipped as shared files. Pages work without them (navigation, menus and links are
// plain HTML, and on phones the sidebar follows the page); with them: the theme toggle, the phone menu button, the
// full sidebar of the section (a shared asset, so pages stay small), menus that open where they can be seen and
// answer the arrow keys and Escape, copy buttons on code blocks, the contextual menu's "Copy page", search (`/` or
// Ctrl-K) over an offline index, and in `docsjson dev` the reload and problem overlay pushed by the server. Every
// text is set with textContent, never as markup.

/**
 * Runs before the page paints, so a chosen theme never flashes the other one: the reader's choice, else the site's
 * `appearance.default` (with `appearance.strict`, always the site's); marks the root with the banners the reader
 * dismissed, so a dismissed banner never shows. Marks the page as scripted (`dj-js`), which
 * turns the phone sidebar into a panel behind the menu button.
 */
export const THEME_SCRIPT = `(function(){var h=document.documentElement;h.classList.add('dj-js');
var d=h.getAttribute('data-dj-appearance'),t=null;
if(!h.hasAttribute('data-dj-strict')){try{t=localStorage.getItem('dj-theme');}catch(e){}}
if(t!=='dark'&&t!=='light')t=d;if(t==='dark'||t==='light')h.setAttribute('data-theme',t);
var b=null;try{b=localStorage.getItem('dj-banners-dismissed');}catch(e){}if(b)h.setAttribute('data-dj-dismissed',b);})();
`;

export const SITE_SCRIPT = `(function(){
'use strict';
var doc=document,html=doc.documentElement;
var root=html.getAttribute('data-dj-root')||'';
var assetQuery=html.getAttribute('data-dj-assets')||'';
var currentFile=html.getAttribute('data-dj-file')||'';
var currentRoute=html.getAttribute('data-dj-route')||currentFile;
var section=html.getAttribute('data-dj-section');
var scope=html.getAttribute('data-dj-scope');

function encodePath(p){return p.split('/').map(encodeURIComponent).join('/');}
function loadScript(file,onLoad,onError){var s=doc.createElement('script');s.src=root+encodePath(file)+assetQuery;
if(onLoad)s.onload=onLoad;if(onError)s.onerror=onError;doc.head.appendChild(s);}

// Theme toggle: the reader's choice wins over the system setting and is remembered.
var toggles=doc.querySelectorAll('.dj-theme-toggle');
for(var ti=0;ti<toggles.length;ti++){toggles[ti].hidden=false;toggles[ti].addEventListener('click',function(){
var dark=html.getAttribute('data-theme')?html.getAttribute('data-theme')==='dark':
window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches;
var next=dark?'light':'dark';html.setAttribute('data-theme',next);
try{localStorage.setItem('dj-theme',next);}catch(e){}});}

// A dismissible banner: closed for good, by its key (a new banner text has a new key and shows again).
var bannerClose=doc.querySelector('.dj-banner-close');
if(bannerClose){bannerClose.hidden=false;bannerClose.addEventListener('click',function(){
var banner=bannerClose.closest('.dj-banner'),key=banner.getAttribute('data-dj-banner'),list='';
try{list=localStorage.getItem('dj-banners-dismissed')||'';}catch(e){}
var keys=list.split(' ').filter(function(k){return k&&k!==key;}).slice(-20);keys.push(key);
try{localStorage.setItem('dj-banners-dismissed',keys.join(' '));}catch(e){}
html.setAttribute('data-dj-dismissed',keys.join(' '));banner.remove();});}

// Phones: the menu button opens the navigation as a panel over the page; Escape or a second press closes it.
var menuButton=doc.querySelector('.dj-menu-button');
function setNav(open){var header=doc.querySelector('.dj-header');
// The panel starts under the header, however tall the header is on this screen.
if(open&&header)html.style.setProperty('--dj-panel-top',Math.round(header.getBoundingClientRect().bottom)+'px');
html.classList.toggle('dj-nav-open',open);if(menuButton){menuButton.setAttribute('aria-expanded',String(open));
menuButton.setAttribute('aria-label',open?'Close navigation':'Open navigation');}}
if(menuButton)menuButton.addEventListener('click',function(){setNav(!html.classList.contains('dj-nav-open'));});

// Disclosure state for assistive technology, and menus that close like menus.
doc.addEventListener('toggle',function(e){var d=e.target;if(!d||d.tagName!=='DETAILS')return;
var s=d.querySelector(':scope>summary');if(s)s.setAttribute('aria-expanded',d.open?'true':'false');
if(d.open&&d.classList.contains('dj-menu'))placeMenu(d);},true);
// A menu's list is fixed to the window where its summary is, kept inside the window: the tab bar scrolls sideways
// on phones, and a list inside it would be cut off.
function placeMenu(d){var list=d.querySelector(':scope>ul'),s=d.querySelector(':scope>summary');if(!list||!s)return;
if(!d.closest('.dj-tabs-bar')){list.style.position='';return;}
var r=s.getBoundingClientRect();list.style.position='fixed';list.style.top=Math.round(r.bottom+4)+'px';
var left=Math.min(r.left,window.innerWidth-list.offsetWidth-8);list.style.left=Math.max(8,Math.round(left))+'px';}
function closeMenus(except){var open=doc.querySelectorAll('details.dj-menu[open]');
for(var i=0;i<open.length;i++)if(open[i]!==except&&!open[i].contains(except))open[i].open=false;}
doc.addEventListener('click',function(e){var m=e.target.closest&&e.target.closest('details.dj-menu');closeMenus(m);});
function placeMenus(){var open=doc.querySelectorAll('details.dj-menu[open]');for(var i=0;i<open.length;i++)placeMenu(open[i]);}
window.addEventListener('resize',placeMenus);
var tabBar=doc.querySelector('.dj-tabs-bar');if(tabBar)tabBar.addEventListener('scroll',placeMenus,{passive:true});
doc.addEventListener('focusout',function(e){var m=e.target.closest&&e.target.closest('details.dj-menu[open]');
if(m&&e.relatedTarget&&!m.contains(e.relatedTarget))m.open=false;});
doc.addEventListener('keydown',function(e){var a=doc.activeElement,m=a&&a.closest&&a.closest('details.dj-menu');
if(e.key==='Escape'){if(html.classList.contains('dj-nav-open')&&!(m&&m.open)){setNav(false);if(menuButton)menuButton.focus();return;}
if(m&&m.open){m.open=false;var s=m.querySelector(':scope>summary');if(s)s.focus();}else closeMenus(null);return;}
if(!m||(e.key!=='ArrowDown'&&e.key!=='ArrowUp'&&e.key!=='Home'&&e.key!=='End'))return;
var items=m.querySelectorAll(':scope>ul a');if(!items.length)return;e.preventDefault();
if(!m.open)m.open=true;var i=Array.prototype.indexOf.call(items,a);
var next=e.key==='Home'?0:e.key==='End'?items.length-1:i<0?(e.key==='ArrowUp'?items.length-1:0):
(i+(e.key==='ArrowDown'?1:-1)+items.length)%items.length;items[next].focus();});

// A copy button on every code block.
function addCopyButtons(){var blocks=doc.querySelectorAll('.dj-code-block');
for(var i=0;i<blocks.length;i++){(function(block){var pre=block.querySelector('pre');if(!pre||block.querySelector('.dj-copy'))return;
var b=doc.createElement('button');b.type='button';b.className='dj-copy';b.textContent='Copy';b.setAttribute('aria-label','Copy the code');
b.addEventListener('click',function(){var code=pre.textContent||'';var done=function(){b.textContent='Copied';
setTimeout(function(){b.textContent='Copy';},1500);};
if(navigator.clipboard&&window.isSecureContext)navigator.clipboard.writeText(code).then(done,function(){legacyCopy(code);done();});
else{legacyCopy(code);done();}});
block.insertBefore(b,pre);})(blocks[i]);}}
function legacyCopy(text){var t=doc.createElement('textarea');t.value=text;t.setAttribute('readonly','');t.style.position='fixed';
t.style.opacity='0';doc.body.appendChild(t);t.select();try{doc.execCommand('copy');}catch(e){}t.remove();}
addCopyButtons();

// The contextual menu. "Copy page" copies the page's Markdown file; where it cannot be read (a page opened from
// file://, where fetch does not work) the page's text instead. The assistant links ask about the address the reader
// sees, which the built page cannot know.
var pageCopy=doc.querySelector('.dj-contextual-copy');
if(pageCopy){pageCopy.hidden=false;var pageCopyLabel=pageCopy.querySelector('span:last-child');
pageCopy.addEventListener('click',function(){
var say=function(t){pageCopyLabel.textContent=t;setTimeout(function(){pageCopyLabel.textContent='Copy page';},2000);};
var write=function(text){if(navigator.clipboard&&window.isSecureContext)navigator.clipboard.writeText(text).then(function(){say('Copied');},
function(){legacyCopy(text);say('Copied');});else{legacyCopy(text);say('Copied');}};
var pageText=function(){var p=doc.querySelector('.dj-page');write(p?p.innerText:'');};
if(!window.fetch||location.protocol==='file:'){pageText();return;}
fetch(pageCopy.getAttribute('data-dj-markdown')).then(function(r){if(!r.ok)throw new Error(String(r.status));return r.text();})
.then(write,pageText);});}
if(/^https?:$/.test(location.protocol)){var here=location.href.split('#')[0],assistants=doc.querySelectorAll('a[data-dj-assistant]');
for(var ai=0;ai<assistants.length;ai++){try{var au=new URL(assistants[ai].href),aq=au.searchParams.get('q')||'';
au.searchParams.set('q',aq.replace(/^Read from [^ ]+/,function(){return 'Read from '+here;}));assistants[ai].href=au.toString();}catch(e){}}}

// The section's full sidebar, shared by its pages.
window.djNav=function(id,markup){if(id!==section)return;
var host=doc.querySelector('.dj-sidebar-groups');if(!host)return;
var t=doc.createElement('template');t.innerHTML=markup;
var links=t.content.querySelectorAll('[data-r]');
for(var i=0;i<links.length;i++){var a=links[i],r=a.getAttribute('data-r');a.setAttribute('href',root+encodePath(r));
if(r===currentRoute){a.setAttribute('aria-current','page');
for(var p=a.parentElement;p;p=p.parentElement)if(p.tagName==='DETAILS'){p.open=true;
var s=p.querySelector(':scope>summary');if(s)s.setAttribute('aria-expanded','true');}}}
var scroll=host.parentElement?host.parentElement.scrollTop:0;
host.replaceChildren(t.content);if(host.parentElement)host.parentElement.scrollTop=scroll;};
if(section)loadScript('_docsjson/nav/'+section+'.js');

// Search over the offline index of this part of the site (its product, language and version).
var searchButtons=doc.querySelectorAll('.dj-search-button'),searchButton=null;
var dialog=null,input=null,list=null,status=null,index=null,loading=false,selected=-1;
window.djSearchLoaded=function(id,options,data){if(id!==scope||typeof MiniSearch==='undefined')return;
index=MiniSearch.loadJS(data,options);loading=false;runSearch();};
function openSearch(){if(!dialog)buildDialog();dialog.hidden=false;input.focus();input.select();
if(!index&&!loading&&scope){loading=true;status.textContent='Loading the search index';
loadScript('_docsjson/minisearch.js',function(){loadScript('_docsjson/search/'+scope+'.js',null,searchFailed);},searchFailed);}}
function searchFailed(){loading=false;status.textContent='Search is not available for this site.';}
function closeSearch(){if(dialog)dialog.hidden=true;if(searchButton)searchButton.focus();}
function openSearchFrom(e){searchButton=e.currentTarget;openSearch();}
function buildDialog(){dialog=doc.createElement('div');dialog.className='dj-search';dialog.hidden=true;
dialog.setAttribute('role','dialog');dialog.setAttribute('aria-modal','true');dialog.setAttribute('aria-label','Search');
var box=doc.createElement('div');box.className='dj-search-box';
input=doc.createElement('input');input.type='search';input.placeholder='Search';input.setAttribute('aria-label','Search the documentation');
input.setAttribute('role','combobox');input.setAttribute('aria-controls','dj-search-results');input.setAttribute('aria-expanded','true');
list=doc.createElement('ul');list.className='dj-search-results';list.id='dj-search-results';list.setAttribute('role','listbox');
status=doc.createElement('p');status.className='dj-search-status';status.setAttribute('role','status');
box.appendChild(input);box.appendChild(status);box.appendChild(list);dialog.appendChild(box);doc.body.appendChild(dialog);
dialog.addEventListener('click',function(e){if(e.target===dialog)closeSearch();});
input.addEventListener('input',runSearch);
input.addEventListener('keydown',function(e){var items=list.querySelectorAll('a');
if(e.key==='ArrowDown'||e.key==='ArrowUp'){e.preventDefault();if(!items.length)return;
selected=(selected+(e.key==='ArrowDown'?1:-1)+items.length)%items.length;mark(items);}
else if(e.key==='Enter'){var a=items[selected>=0?selected:0];if(a){e.preventDefault();a.click();}}
else if(e.key==='Escape'){e.preventDefault();closeSearch();}});}
function mark(items){for(var i=0;i<items.length;i++){items[i].setAttribute('aria-selected',i===selected?'true':'false');
if(i===selected)items[i].scrollIntoView({block:'nearest'});}}
function runSearch(){if(!dialog||!index)return;var q=input.value.trim();list.replaceChildren();selected=-1;
if(!q){status.textContent='Type to search titles, headings and text.';return;}
var hits=index.search(q,{prefix:true,fuzzy:0.2,boost:{t:3,h:2},combineWith:'AND'});
// A page titled exactly as typed comes first, then titles that start with it; the index's order otherwise.
var lq=q.toLowerCase(),rank=function(h){var t=(h.t||'').toLowerCase();return t===lq?0:t.indexOf(lq)===0?1:2;};
hits=hits.map(function(h,i){return [rank(h),i,h];}).sort(function(x,y){return x[0]-y[0]||x[1]-y[1];})
.map(function(x){return x[2];}).slice(0,20);
status.textContent=hits.length?hits.length+' result'+(hits.length===1?'':'s'):'No results for \\u201c'+q+'\\u201d';
hits.forEach(function(h){var li=doc.createElement('li'),a=doc.createElement('a');a.setAttribute('role','option');
a.href=root+encodePath(h.r);var title=doc.createElement('span');title.textContent=h.t;a.appendChild(title);
if(h.s){var s=doc.createElement('small');s.textContent=h.s;a.appendChild(s);}li.appendChild(a);list.appendChild(li);});}
if(scope)for(var si=0;si<searchButtons.length;si++){searchButtons[si].hidden=false;searchButtons[si].addEventListener('click',openSearchFrom);}
doc.addEventListener('keydown',function(e){if(!scope)return;var t=e.target,typing=t&&(t.isContentEditable||
/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
if((e.key==='k'||e.key==='K')&&(e.ctrlKey||e.metaKey)){e.preventDefault();openSearch();}
else if(e.key==='/'&&!typing&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();openSearch();}});

// docsjson dev: reload when the site changes, show the problems found; the stream is closed while the tab is hidden.
var generation=html.getAttribute('data-dj-dev');
if(generation!==null&&window.EventSource){var source=null;
function connect(){if(source)return;source=new EventSource('/_docsjson/events?gen='+encodeURIComponent(generation)+
'&file='+encodeURIComponent(currentFile));
source.addEventListener('reload',function(){location.reload();});
// The server closed this stream for a newer one (it keeps a bounded number): listen again when the tab is shown.
source.addEventListener('closed',disconnect);
source.addEventListener('problems',function(e){showProblems(JSON.parse(e.data));});}
function disconnect(){if(source){source.close();source=null;}}
doc.addEventListener('visibilitychange',function(){if(doc.hidden)disconnect();else connect();});
if(!doc.hidden)connect();}
function showProblems(problems){var old=doc.querySelector('.dj-overlay');if(old)old.remove();if(!problems.length)return;
var box=doc.createElement('div');box.className='dj-overlay';box.setAttribute('role','alert');
var close=doc.createElement('button');close.type='button';close.textContent='Close';close.addEventListener('click',function(){box.remove();});
var h=doc.createElement('h2');h.textContent=problems.length===1?'1 problem':problems.length+' problems';
var ul=doc.createElement('ul');problems.forEach(function(p){var li=doc.createElement('li'),c=doc.createElement('code');
c.textContent=p.where;li.appendChild(c);li.appendChild(doc.createTextNode(' '+p.severity+': '+p.message+' ('+p.rule+')'));ul.appendChild(li);});
box.appendChild(close);box.appendChild(h);box.appendChild(ul);doc.body.appendChild(box);}
})();
`;
