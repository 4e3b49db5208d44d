// Help texts and the `rules` listing.
import { RULES, CONFIG_FILE_NAME } from '../core';

export function mainHelp(version: string): string {
  return `docsjson ${version}: checks docs sites built from docs.json (Mintlify format)

Usage:
  docsjson lint [PATH] [options]   check docs.json, the files it includes, its pages and OpenAPI specs
  docsjson rules                   list the rule ids, their default severities and what they check
  docsjson build [PATH] --out DIR  build the static site into DIR
  docsjson dev [PATH]              preview the site on http://127.0.0.1:3000, reloading on every save
  docsjson migrate [PATH]          write docs.json from a mint.json site, as Mintlify's upgrade does
  docsjson new [DIR]               create a docs site to start from (a new or empty folder)
  docsjson mv OLD NEW [--redirect] move a page or folder and update docs.json, links and imports
  docsjson format [PATH] [--check] format docs.json as the editor does
  docsjson --help                  show this help (docsjson lint --help for the lint options)
  docsjson --version               print the version

Exit codes: 0 clean, 1 errors (or too many warnings), 2 usage error or internal failure.
`;
}

export function lintHelp(): string {
  return `Usage: docsjson lint [PATH] [options]

Checks a docs site: docs.json, the files it includes, its pages and its OpenAPI specs.
PATH is the folder holding docs.json, or the config file itself (default: the current folder).

Options:
  -f, --format NAME       output format: stylish (default), json, sarif, github, gitlab or junit
      --max-warnings N    exit 1 when there are more than N warnings (default: no limit)
  -q, --quiet             errors only: warnings and notes are neither shown nor counted
  -o, --output-file FILE  write the report to FILE instead of stdout
      --fix               apply the fixes that are certain (a page written "intro.mdx", the one
                          letter-case match, "expandable", a link to "page.mdx"), keeping each
                          file's formatting; says on stderr what it fixed
      --fix-dry-run       print those fixes as a diff instead of writing them
      --fix-image-alt     with --fix or --fix-dry-run, also give images without alt text the
                          words of their file name (quick-start-diagram.png: "Quick start
                          diagram"); review the text it writes
      --check-external    request every external link and image (http, https) and report
                          those that fail (rule link-external): the only network access
                          docsjson makes, and only with this flag
      --external-timeout MS
                          how long each of those requests may take (default: 10000)
      --report-unused-disable-directives
                          report docsjson-disable comments that silence nothing, as errors
      --rule ID=SEVERITY  set a rule's severity: off, info, warn (= warning) or error;
                          repeatable; wins over the config file
  -c, --config FILE       read the settings from FILE instead of PATH/${CONFIG_FILE_NAME}
      --no-color          no colours in stylish output (colours are used only on a terminal;
                          NO_COLOR=1 turns them off, FORCE_COLOR=1 forces them)
      --cache             keep what parsing each page gave in a cache file, and parse only
                          pages whose text changed since (every rule still runs)
      --cache-location P  the cache file, or a folder to hold .docsjsoncache (implies --cache;
                          default: .docsjsoncache in the current folder)
      --openapi-timeout MS
                          the time full OpenAPI validation may take per spec, in milliseconds
                          (default: 10 s plus 1 s per MB of spec); one that does not finish
                          is an info, never an error or warning
  -h, --help              show this help

Formats:
  stylish  for people: problems grouped by file, then a summary; one line with the page count
           when clean; long messages wrap to the terminal (COLUMNS sets the width); past
           5000 problems of one rule, one line counts the rest (the other formats list them all)
  json     ESLint's result shape: [{ filePath, messages: [{ ruleId, severity, message, line,
           column, endLine, endColumn }], errorCount, warningCount, infoCount }]; severity 2 is
           an error, 1 a warning, 1 with "info": true an info
  sarif    SARIF 2.1.0 for code scanning (GitHub, Azure DevOps); URIs relative to the docs root
  github   GitHub Actions annotations: ::error, ::warning, ::notice (info) workflow commands;
           paths relative to the root of the git repository holding the docs
  gitlab   GitLab Code Quality report (error major, warning minor, info info); paths relative to
           the root of the git repository
  junit    JUnit XML: a test suite per file, a failing test case per problem

In a page, {/* docsjson-disable-next-line RULE */} silences RULE on the next line; also
docsjson-disable-line, docsjson-disable ... docsjson-enable, and the front matter key
docsjson-disable: [RULE, ...] for the whole page.

Config file (${CONFIG_FILE_NAME} in the docs root, optional):
  { "rules": { "page-missing": "warn", "frontmatter": "off" }, "openapiTimeout": 60000,
    "ignores": ["drafts/"],
    "overrides": [{ "files": ["api/**"], "rules": { "image-alt": "off" } }] }

Positions: lines and columns are 1-based, and a column counts UTF-16 code units, as editors and
the language server do (an emoji counts 2, a tab 1). In json, sarif and github output the end
column is exclusive (it points just after the last character).

Exit codes:
  0  no errors, and no more warnings than --max-warnings
  1  errors, or more warnings than --max-warnings
  2  usage error (unknown flag, bad PATH or config file) or internal failure
Problems of severity info are always shown but never change the exit code or the warning count.

Run docsjson rules to list the rule ids.
`;
}

export function formatHelp(): string {
  return `Usage: docsjson format [PATH] [--check]

Formats docs.json (PATH is its folder or the file; default: the current folder) as the editor's
Format Document does, keeping the indentation it uses. MDX pages are not formatted.

Options:
      --check   write nothing; exit 1 and name the file when it is not formatted
  -h, --help    show this help
`;
}

export function mvHelp(): string {
  return `Usage: docsjson mv OLD NEW [--redirect]

Moves a page, snippet, image or folder of a docs site (found from OLD: the nearest docs.json above
it) and updates what pointed at it, as the editor does on a rename: the page entries of docs.json
and its includes, and the links, images and imports of every page (a page's own relative links
too). NEW must not exist.

Options:
      --redirect  add a redirect from each moved page's old URL to its new one in docs.json
  -h, --help      show this help
`;
}

export function newHelp(): string {
  return `Usage: docsjson new [DIR]

Creates a docs site in DIR (default: the current folder), which must be new or empty: docs.json,
a home page, a quickstart, a page of components and an API reference made from openapi.yaml.
It lints clean and builds; preview it with docsjson dev DIR.
`;
}

export function migrateHelp(): string {
  return `Usage: docsjson migrate [PATH] [--force]

Writes PATH/docs.json from PATH/mint.json (the configuration format before docs.json), as
Mintlify's own upgrade does: navigation with its tabs, anchors and versions, colours, the top bar
as the navbar, footer socials, OpenAPI and API settings... mint.json is kept. Every key the
upgrade drops is listed. docsjson lint also reads a folder with only mint.json this way.

Options:
      --force   replace an existing docs.json
  -h, --help    show this help
`;
}

export function rulesHelp(): string {
  return `Usage: docsjson rules

Lists every rule id with its default severity and what it checks. Change a severity with
--rule ID=SEVERITY or in ${CONFIG_FILE_NAME}: { "rules": { "ID": "off" | "info" | "warn" | "error" } }.
`;
}

export function rulesTable(): string {
  const idW = Math.max('RULE'.length, ...RULES.map((r) => r.id.length));
  const sevW = Math.max('DEFAULT'.length, ...RULES.map((r) => r.defaultSeverity.length));
  const line = (a: string, b: string, c: string) => `${a.padEnd(idW)}  ${b.padEnd(sevW)}  ${c}`.trimEnd() + '\n';
  return (
    line('RULE', 'DEFAULT', 'DESCRIPTION') + RULES.map((r) => line(r.id, r.defaultSeverity, r.description)).join('')
  );
}

export function buildHelp(): string {
  return `Usage: docsjson build [PATH] --out DIR [options]

Builds the static site: one HTML file per page and per endpoint page, index.html (the first
page), and shared styles, scripts, search index and images. The site works from file:// and
from any static host. Problems are reported as lint reports them; a missing page or a page that
does not parse gets a page saying what is wrong, and the build goes on (exit 1 at the end).

Options:
  -o, --out DIR           the folder to write (created if needed; it must be empty or hold an
                          earlier build, and may not be the docs folder or contain it)
      --strict            stop at the first error instead of building on
      --rule ID=SEVERITY  set a rule's severity, as for docsjson lint (repeatable)
  -c, --config FILE       read the settings from FILE instead of PATH/${CONFIG_FILE_NAME}
      --no-color          no colours in the problem report
  -h, --help              show this help

The site's own .js and .css files are never loaded into pages, and nothing is written outside
--out. Exit codes: 0 built without errors, 1 errors found, 2 usage error or internal failure.
`;
}

export function devHelp(): string {
  return `Usage: docsjson dev [PATH] [options]

Serves the site for preview: each page is rendered when it is asked for, the folder is watched,
and open pages reload when a file changes. Problems show in an overlay on the page and in this
terminal; the server keeps running. Stop it with Ctrl-C.

Options:
  -p, --port N            port to listen on (default 3000; 0 picks a free one)
      --host HOST         address to listen on (default 127.0.0.1: this computer only)
      --open              open the site in the default browser
      --rule ID=SEVERITY  set a rule's severity, as for docsjson lint (repeatable)
  -c, --config FILE       read the settings from FILE instead of PATH/${CONFIG_FILE_NAME}
      --no-color          no colours in the problem report
  -h, --help              show this help
`;
}
