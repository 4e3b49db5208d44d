// The languages of an endpoint page's request examples: docs.json `api.examples.languages` names them (in the order
// shown), Mintlify's own set when it is absent. Each name maps to the tab's label, the highlighting grammar and the
// httpsnippet target that writes the code; `bash`/`curl` is written by curlCommand. A name we cannot write is left
// out, as Mintlify shows no tab for it.

export interface ExampleLanguage {
  /** The tab's label. */
  label: string;
  /** The highlighting grammar of the code block. */
  grammar: string;
  /** httpsnippet's target and client; undefined for curl (written by curlCommand). */
  snippet?: { target: string; client: string };
}

/** Mintlify's languages when docs.json sets none, in its order. */
export const DEFAULT_EXAMPLE_LANGUAGES: readonly string[] = ['bash', 'python', 'javascript', 'php', 'go', 'java'];

const CURL: ExampleLanguage = { label: 'cURL', grammar: 'bash' };

const LANGUAGES: Record<string, ExampleLanguage> = {
  bash: CURL,
  curl: CURL,
  sh: CURL,
  shell: CURL,
  python: { label: 'Python', grammar: 'python', snippet: { target: 'python', client: 'requests' } },
  javascript: { label: 'JavaScript', grammar: 'javascript', snippet: { target: 'javascript', client: 'fetch' } },
  js: { label: 'JavaScript', grammar: 'javascript', snippet: { target: 'javascript', client: 'fetch' } },
  node: { label: 'Node.js', grammar: 'javascript', snippet: { target: 'node', client: 'fetch' } },
  nodejs: { label: 'Node.js', grammar: 'javascript', snippet: { target: 'node', client: 'fetch' } },
  php: { label: 'PHP', grammar: 'php', snippet: { target: 'php', client: 'curl' } },
  go: { label: 'Go', grammar: 'go', snippet: { target: 'go', client: 'native' } },
  golang: { label: 'Go', grammar: 'go', snippet: { target: 'go', client: 'native' } },
  java: { label: 'Java', grammar: 'java', snippet: { target: 'java', client: 'unirest' } },
  ruby: { label: 'Ruby', grammar: 'ruby', snippet: { target: 'ruby', client: 'native' } },
  powershell: { label: 'PowerShell', grammar: 'powershell', snippet: { target: 'powershell', client: 'restmethod' } },
  csharp: { label: 'C#', grammar: 'csharp', snippet: { target: 'csharp', client: 'restsharp' } },
  'c#': { label: 'C#', grammar: 'csharp', snippet: { target: 'csharp', client: 'restsharp' } },
  swift: { label: 'Swift', grammar: 'swift', snippet: { target: 'swift', client: 'nsurlsession' } },
  kotlin: { label: 'Kotlin', grammar: 'kotlin', snippet: { target: 'kotlin', client: 'okhttp' } },
  c: { label: 'C', grammar: 'c', snippet: { target: 'c', client: 'libcurl' } },
};

/** The language a name of `api.examples.languages` (any case) or of an `x-codeSamples` entry's `lang` stands for. */
export function exampleLanguage(name: string): ExampleLanguage | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(LANGUAGES, key) ? LANGUAGES[key] : undefined;
}

/** The label of an `x-codeSamples` entry without one: its language's label, else its `lang` as written. */
export function sampleLabel(lang: string): string {
  return exampleLanguage(lang)?.label ?? lang;
}
