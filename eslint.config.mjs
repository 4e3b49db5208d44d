// Lint rules for the project's own code, and the layers of the design enforced as import rules:
//   core  pure: no Node built-ins, no protocol or editor libraries, no other layer;
//   site  the site builder: only the core's public surface (server/src/core/index.ts);
//   cli, lsp, node  adapters: the core and the site builder only through their public surfaces; cli and lsp never
//                   import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'string_decoder',
  'timers',
  'tls',
  'tty',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

/**
 * Deep paths into the core from outside it: everything must come through server/src/core/index.ts, or, for the
 * threads whose bundles must not carry the whole core, through a narrow door: core/specText.ts (the spec
 * validator) and core/pageHeads.ts (the front matter reader).
 */
const CORE_INTERNALS = {
  group: ['**/core/*', '!**/core/index', '!**/core/specText', '!**/core/pageHeads'],
  message: 'import the core through its public surface (core/index.ts)',
};

/**
 * Deep paths into the site builder from the adapters: everything comes through server/src/site/index.ts, or, for
 * the language server's preview (whose bundle must not carry the page renderer), through site/preview.ts.
 */
const SITE_INTERNALS = {
  group: ['**/site/*', '!**/site/index', '!**/site/preview'],
  message: 'import the site builder through its public surface (site/index.ts)',
};

/** `require()` of a Node built-in, which the import rules above do not see. */
const NODE_BUILTIN_REQUIRE = {
  selector: `CallExpression[callee.name='require'][arguments.0.value=/^(node:)?(${NODE_BUILTINS.filter((name) => !name.includes('/')).join('|')})(\\/.*)?$/]`,
  message: 'the core and the site builder are pure: no Node built-ins, required or imported',
};

function layer(files, patterns, paths = []) {
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
    },
  };
}

const nodeBuiltins = [
  ...NODE_BUILTINS.map((name) => ({
    name,
    message: 'the core and the site builder are pure: file access goes through the Workspace port',
  })),
  ...NODE_BUILTINS.map((name) => ({
    name: `node:${name}`,
    message: 'the core and the site builder are pure: file access goes through the Workspace port',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/out/**',
      '**/dist/**',
      'client/dist/**',
      '.bench/**',
      '.test-output/**',
      'server/src/core/schema/generated/**',
      'schema/docs.schema.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Lazy `require` keeps start-up light where a module is needed on one path only.
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['scripts/**/*.js', 'schema/src/**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        globalThis: 'readonly',
        __filename: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        AbortController: 'readonly',
        fetch: 'readonly',
        queueMicrotask: 'readonly',
        structuredClone: 'readonly',
        exports: 'writable',
      },
    },
  },
  {
    // The CLI runs from several bundles (build and dev from one of their own), each with its own copy of every class,
    // and errors from threads arrive as copies: an error class of ours is recognised by its code (UsageError.is(e)).
    files: ['server/src/**/*.ts', 'client/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator='instanceof'][right.name=/Error$/]:not([right.name=/^(Error|TypeError|RangeError|SyntaxError|EvalError|URIError|AggregateError)$/])",
          message:
            'tell our errors by their code (SomeError.is(e)), never by instanceof: each bundle has its own class',
        },
      ],
    },
  },
  {
    // A test's timeout only catches a hang, and a busy machine is slower: every one is scaled by the run's factor.
    files: ['server/test/**/*.ts'],
    ignores: ['server/test/optin/**'],
    rules: {
      // A test file imported by another registers its tests twice in the process that imports it.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.test', '**/*.test.js'], message: 'share test helpers through a module of their own' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='timeout'] > Literal.arguments[value>0]",
          message: 'write this.timeout(scaledTimeout(ms)) (server/test/helpers/timeScale.ts): timeouts grow with load',
        },
        {
          selector: "Property[key.name='timeout'] > Literal.value[value>0]",
          message: 'write timeout: scaledTimeout(ms) (server/test/helpers/timeScale.ts): timeouts grow with load',
        },
      ],
    },
  },
  layer(
    ['server/src/core/**/*.ts'],
    [
      {
        group: ['**/lsp', '**/lsp/**', '**/cli', '**/cli/**', '**/node', '**/node/**', '**/site', '**/site/**'],
        message: 'the core imports no other layer',
      },
      {
        group: [
          'vscode-languageserver',
          'vscode-languageserver/*',
          'vscode-languageserver-textdocument',
          'vscode-languageserver-protocol',
          'vscode-uri',
          'vscode',
        ],
        message: 'the core has no protocol or editor code',
      },
      {
        group: ['vscode-languageserver-types'],
        allowTypeImports: true,
        message: 'the core may use LSP shapes as types only',
      },
    ],
    nodeBuiltins,
  ),
  layer(
    ['server/src/site/**/*.ts'],
    [
      CORE_INTERNALS,
      {
        group: ['**/lsp', '**/lsp/**', '**/cli', '**/cli/**', '**/node', '**/node/**'],
        message: 'the site builder is a library: adapters call it, not the reverse',
      },
      { group: ['vscode-languageserver*', 'vscode'], message: 'the site builder has no protocol or editor code' },
    ],
    nodeBuiltins,
  ),
  {
    files: ['server/src/core/**/*.ts', 'server/src/site/**/*.ts'],
    ignores: ['server/src/core/schema/generated/**'],
    rules: { 'no-restricted-syntax': ['error', NODE_BUILTIN_REQUIRE] },
  },
  layer(
    ['server/src/cli/**/*.ts'],
    [
      CORE_INTERNALS,
      SITE_INTERNALS,
      { group: ['**/lsp', '**/lsp/**'], message: 'the CLI and the language server never import each other' },
    ],
  ),
  layer(
    ['server/src/lsp/**/*.ts'],
    [
      CORE_INTERNALS,
      SITE_INTERNALS,
      { group: ['**/cli', '**/cli/**'], message: 'the CLI and the language server never import each other' },
    ],
  ),
  layer(
    ['server/src/node/**/*.ts'],
    [
      CORE_INTERNALS,
      SITE_INTERNALS,
      {
        group: ['**/lsp', '**/lsp/**', '**/cli', '**/cli/**'],
        message: 'the Node adapters serve the CLI and the server; they import neither',
      },
    ],
  ),
);
