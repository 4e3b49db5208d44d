// The site's browser scripts, shipped as shared files. Pages work without them (navigation, menus and links are
// plain HTML); with them: the theme toggle, the full sidebar of the section (a shared asset, so pages stay small),
// closing menus with Escape or a click elsewhere, search (`/` or Ctrl-K) over an offline index, and in `docsjson
// dev` the reload and problem overlay pushed by the server. Every text is set with textContent, never as markup.

/** Runs before the page paints, so a chosen theme never flashes the other one. */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('dj-theme');
if(t==='dark'||t==='light')document.documentElement.setAttribute('data-theme',t);}catch(e){}})();
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
var toggle=doc.querySelector('.dj-theme-toggle');
if(toggle){toggle.hidden=false;toggle.addEventListener('click',function(){
var dark=html.getAttribute('data-theme')?html.getAttribute('data-theme')==='dark':
window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches;
var next=dark?'light':'dark';html.setAttribute('data-theme',next);
try{localStorage.setItem('dj-theme',next);}catch(e){}});}

// Disclosure state for assistive technology, and menus that close like menus.
doc.addEventListener('toggle',function(e){var d=e.target;if(!d||d.tagName!=='DETAILS')return;
var s=d.querySelector(':scope>summary');if(s)s.setAttribute('aria-expanded',d.open?'true':'false');},true);
function closeMenus(except){var open=doc.querySelectorAll('details.dj-menu[open]');
for(var i=0;i<open.length;i++)if(open[i]!==except&&!open[i].contains(except))open[i].open=false;}
doc.addEventListener('click',function(e){var m=e.target.closest&&e.target.closest('details.dj-menu');closeMenus(m);});
doc.addEventListener('keydown',function(e){if(e.key!=='Escape')return;
var m=doc.activeElement&&doc.activeElement.closest&&doc.activeElement.closest('details.dj-menu[open]');
if(m){m.open=false;var s=m.querySelector(':scope>summary');if(s)s.focus();}else closeMenus(null);});

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
var searchButton=doc.querySelector('.dj-search-button');
var dialog=null,input=null,list=null,status=null,index=null,loading=false,selected=-1;
window.djSearchLoaded=function(id,options,data){if(id!==scope||typeof MiniSearch==='undefined')return;
index=MiniSearch.loadJS(data,options);loading=false;runSearch();};
function openSearch(){if(!dialog)buildDialog();dialog.hidden=false;input.focus();input.select();
if(!index&&!loading&&scope){loading=true;status.textContent='Loading the search index';
loadScript('_docsjson/minisearch.js',function(){loadScript('_docsjson/search/'+scope+'.js',null,searchFailed);},searchFailed);}}
function searchFailed(){loading=false;status.textContent='Search is not available for this site.';}
function closeSearch(){if(dialog)dialog.hidden=true;if(searchButton)searchButton.focus();}
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
var hits=index.search(q,{prefix:true,fuzzy:0.2,boost:{t:3,h:2},combineWith:'AND'}).slice(0,20);
status.textContent=hits.length?hits.length+' result'+(hits.length===1?'':'s'):'No results for \\u201c'+q+'\\u201d';
hits.forEach(function(h){var li=doc.createElement('li'),a=doc.createElement('a');a.setAttribute('role','option');
a.href=root+encodePath(h.r);var title=doc.createElement('span');title.textContent=h.t;a.appendChild(title);
if(h.s){var s=doc.createElement('small');s.textContent=h.s;a.appendChild(s);}li.appendChild(a);list.appendChild(li);});}
if(searchButton&&scope){searchButton.hidden=false;searchButton.addEventListener('click',openSearch);}
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
