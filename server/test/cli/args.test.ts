import assert from 'node:assert/strict';
import { UsageError, parseCommandLine, type Command } from '../../src/cli/args';

function usage(argv: string[]): UsageError {
  try {
    parseCommandLine(argv);
  } catch (e) {
    assert.ok(e instanceof UsageError, `expected a UsageError, got ${String(e)}`);
    return e;
  }
  assert.fail(`expected ${JSON.stringify(argv)} to be refused`);
}

const lintDefaults = {
  path: undefined,
  format: 'stylish',
  maxWarnings: undefined,
  rules: {},
  config: undefined,
  noColor: false,
  cache: false,
  cacheLocation: undefined,
  openapiTimeoutMs: undefined,
  fix: false,
  fixDryRun: false,
  fixImageAlt: false,
  checkExternal: false,
  externalTimeoutMs: undefined,
  reportUnusedDisableDirectives: false,
  quiet: false,
  outputFile: undefined,
};

describe('command-line parsing', () => {
  it('recognises help, version and rules', () => {
    const cases: [string[], Command][] = [
      [['--help'], { kind: 'help', topic: 'main' }],
      [['-h'], { kind: 'help', topic: 'main' }],
      [['help'], { kind: 'help', topic: 'main' }],
      [['help', 'lint'], { kind: 'help', topic: 'lint' }],
      [['--version'], { kind: 'version' }],
      [['-v'], { kind: 'version' }],
      [['lint', '--help'], { kind: 'help', topic: 'lint' }],
      [['lint', 'docs', '-h', '--format', 'bogus'], { kind: 'help', topic: 'lint' }],
      [['rules'], { kind: 'rules' }],
      [['rules', '--help'], { kind: 'help', topic: 'rules' }],
    ];
    for (const [argv, expected] of cases) assert.deepEqual(parseCommandLine(argv), expected, argv.join(' '));
  });

  it('parses --cache and --cache-location; a location alone turns the cache on, as in ESLint', () => {
    const args = (argv: string[]) => (parseCommandLine(argv) as Extract<Command, { kind: 'lint' }>).args;
    assert.equal(args(['lint', '--cache']).cache, true);
    assert.equal(args(['lint', '--cache']).cacheLocation, undefined);
    assert.deepEqual(
      [
        args(['lint', '--cache-location', 'ci/.cache']).cache,
        args(['lint', '--cache-location', 'ci/.cache']).cacheLocation,
      ],
      [true, 'ci/.cache'],
    );
    assert.match(usage(['lint', '--cache-location=']).message, /--cache-location expects a file or folder path/);
  });

  it('parses lint with defaults', () => {
    assert.deepEqual(parseCommandLine(['lint']), { kind: 'lint', args: lintDefaults });
  });

  it('parses every lint option; warn is warning; the last --rule for an id wins', () => {
    const cmd = parseCommandLine([
      'lint',
      'site',
      '--format',
      'sarif',
      '--max-warnings',
      '0',
      '--rule',
      'page-missing=warn',
      '--rule=frontmatter=off',
      '--rule',
      'page-missing=info',
      '-c',
      'ci.json',
      '--no-color',
      '--openapi-timeout',
      '60000',
    ]);
    assert.deepEqual(cmd, {
      kind: 'lint',
      args: {
        path: 'site',
        format: 'sarif',
        maxWarnings: 0,
        rules: { 'page-missing': 'info', frontmatter: 'off' },
        config: 'ci.json',
        noColor: true,
        cache: false,
        cacheLocation: undefined,
        openapiTimeoutMs: 60000,
        fix: false,
        fixDryRun: false,
        fixImageAlt: false,
        checkExternal: false,
        externalTimeoutMs: undefined,
        reportUnusedDisableDirectives: false,
        quiet: false,
        outputFile: undefined,
      },
    });
    assert.deepEqual(
      parseCommandLine([
        'lint',
        '-f',
        'github',
        '--rule',
        'schema=warning',
        '--rule',
        'schema=error',
        '--max-warnings=12',
      ]),
      {
        kind: 'lint',
        args: { ...lintDefaults, format: 'github', maxWarnings: 12, rules: { schema: 'error' } },
      },
    );
    assert.deepEqual(parseCommandLine(['lint', '--', '-odd-folder']), {
      kind: 'lint',
      args: { ...lintDefaults, path: '-odd-folder' },
    });
  });

  it('refuses mistakes with one clear line and the right help', () => {
    const cases: [string[], string, string][] = [
      [[], 'missing command: use docsjson lint [PATH] or docsjson rules', 'docsjson --help'],
      [['lnit'], "unknown command 'lnit' (did you mean lint?)", 'docsjson --help'],
      [['check'], "unknown command 'check'", 'docsjson --help'],
      [['--frobnicate'], 'unknown option --frobnicate', 'docsjson --help'],
      [['lint', '--frobnicate'], 'unknown option --frobnicate', 'docsjson lint --help'],
      [
        ['lint', '--max-warning', '3'],
        'unknown option --max-warning (did you mean --max-warnings?)',
        'docsjson lint --help',
      ],
      [['lint', '-x'], 'unknown option -x', 'docsjson lint --help'],
      [['lint', '--format'], 'option --format needs a value', 'docsjson lint --help'],
      [
        ['lint', '--format', 'xml'],
        "unknown format 'xml': use stylish, json, sarif, github, gitlab, junit",
        'docsjson lint --help',
      ],
      [
        ['lint', '--format', 'jsno'],
        "unknown format 'jsno' (did you mean json?): use stylish, json, sarif, github, gitlab, junit",
        'docsjson lint --help',
      ],
      [
        ['lint', '--max-warnings', 'ten'],
        "--max-warnings expects a whole number of 0 or more, got 'ten'",
        'docsjson lint --help',
      ],
      [
        ['lint', '--max-warnings', '1.5'],
        "--max-warnings expects a whole number of 0 or more, got '1.5'",
        'docsjson lint --help',
      ],
      [
        ['lint', '--max-warnings=-1'],
        "--max-warnings expects a whole number of 0 or more, got '-1'",
        'docsjson lint --help',
      ],
      [
        ['lint', '--max-warnings', '-1'],
        'option --max-warnings needs a value (to pass one that starts with "-", write --max-warnings=VALUE)',
        'docsjson lint --help',
      ],
      [
        ['lint', '--rule', 'page-missing'],
        "--rule expects ID=SEVERITY (for example page-missing=warn), got 'page-missing'",
        'docsjson lint --help',
      ],
      [
        ['lint', '--rule', 'page-mising=off'],
        "unknown rule 'page-mising' in --rule (did you mean page-missing?)",
        'docsjson lint --help',
      ],
      [
        ['lint', '--rule', 'zzzz=off'],
        "unknown rule 'zzzz' in --rule (run docsjson rules to list the rule ids)",
        'docsjson lint --help',
      ],
      [
        ['lint', '--rule', 'schema=fatal'],
        "invalid severity 'fatal' for rule schema in --rule: use off, info, warn, warning, error",
        'docsjson lint --help',
      ],
      [
        ['lint', '--rule', 'schema=fatal'],
        "invalid severity 'fatal' for rule schema in --rule: use off, info, warn, warning, error",
        'docsjson lint --help',
      ],
      [['lint', 'a', 'b'], "lint takes one PATH, got 2: 'a' 'b'", 'docsjson lint --help'],
      [['lint', '--no-color=yes'], 'option --no-color does not take a value', 'docsjson lint --help'],
      [['lint', '--config', ''], '--config expects a file path', 'docsjson lint --help'],
      [['rules', 'extra'], 'unexpected argument extra', 'docsjson rules --help'],
    ];
    for (const [argv, message, help] of cases) {
      const e = usage(argv);
      assert.equal(e.message, message, argv.join(' '));
      assert.equal(e.help, help, argv.join(' '));
      assert.ok(!e.message.includes('\n'), 'one line');
    }
  });

  it('suggests the closest rule id for a near miss', () => {
    assert.match(usage(['lint', '--rule', 'frontmater=off']).message, /did you mean frontmatter\?/);
    assert.match(
      usage(['lint', '--rule', 'global-anchor-relativ=off']).message,
      /did you mean global-anchor-relative\?/,
    );
    assert.match(usage(['lint', '--rule', 'missing=off']).message, /did you mean page-missing\?/);
  });
});
