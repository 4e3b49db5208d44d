// `docsjson new [DIR]`: a working site for the first five minutes: docs.json (with `$schema`, for completion in any
// editor), a home page, a quickstart, a page showing the main components, and an API reference generated from a
// small OpenAPI spec. It lints clean and builds (a test runs both). Writes only into an empty or new folder.
import * as fs from 'fs';
import * as path from 'path';
import type { NewArgs } from './args';
import { UsageError } from './args';
import type { RunContext, RunOutcome } from './run';

const DOCS_JSON = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'My docs',
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Get started', pages: ['index', 'quickstart'] },
          { group: 'Writing', pages: ['components'] },
        ],
      },
      {
        tab: 'API reference',
        groups: [
          {
            group: 'Plants',
            openapi: 'openapi.yaml',
            pages: ['api-reference/introduction', 'GET /plants', 'POST /plants'],
          },
        ],
      },
    ],
  },
};

const INDEX = `---
title: Welcome
description: What these docs cover and where to start.
---

These docs are a [docs.json](https://mintlify.com/docs/organize/settings) site: \`docs.json\` lists the pages, and each
page is an MDX file like this one.

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Preview the site and make your first change.
  </Card>
  <Card title="Components" icon="shapes" href="/components">
    Callouts, steps, tabs and code groups.
  </Card>
</CardGroup>
`;

const QUICKSTART = `---
title: Quickstart
description: Preview the site, edit a page, check it before you push.
---

<Steps>
  <Step title="Preview">
    Run \`docsjson dev\` in this folder and open http://127.0.0.1:3000. The page reloads on every save.
  </Step>
  <Step title="Edit">
    Change the title of this page in its front matter, or add a page: create \`guides/new-page.mdx\` and list
    \`"guides/new-page"\` in \`docs.json\`.
  </Step>
  <Step title="Check">
    Run \`docsjson lint\`. It finds missing pages, broken links and images without alternative text, offline.
  </Step>
</Steps>

<Tip>Open the folder in an editor with the docsjson extension to see the same problems as you type.</Tip>
`;

const COMPONENTS = `---
title: Components
description: The building blocks of a page.
---

## Callouts

<Note>A note adds context.</Note>

<Warning>A warning says what could go wrong.</Warning>

## Tabs

<Tabs>
  <Tab title="npm">
    \`\`\`bash
    npm install my-package
    \`\`\`
  </Tab>
  <Tab title="pnpm">
    \`\`\`bash
    pnpm add my-package
    \`\`\`
  </Tab>
</Tabs>

## Code groups

<CodeGroup>
\`\`\`js index.js
console.log('Hello');
\`\`\`

\`\`\`py main.py
print("Hello")
\`\`\`
</CodeGroup>

## Accordions

<AccordionGroup>
  <Accordion title="Where do pages live?">Next to docs.json, in any folder.</Accordion>
  <Accordion title="How do I link to a page?">With its path from the root: [the quickstart](/quickstart).</Accordion>
</AccordionGroup>
`;

const API_INTRO = `---
title: Introduction
description: The Plants API, generated from openapi.yaml.
---

The endpoint pages of this section are made from \`openapi.yaml\`: each \`METHOD /path\` entry in \`docs.json\` is
one operation of the spec. Every request needs a key: see [authentication](#authentication).

## Authentication

Send your key in the \`Authorization\` header as a bearer token.
`;

const OPENAPI = `openapi: 3.1.0
info:
  title: Plants API
  version: 1.0.0
servers:
  - url: https://api.example.com
security:
  - bearerAuth: []
paths:
  /plants:
    get:
      summary: List plants
      description: Returns every plant in the store.
      parameters:
        - name: limit
          in: query
          description: How many plants to return at most.
          schema:
            type: integer
            format: int32
      responses:
        '200':
          description: The plants.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Plant'
    post:
      summary: Add a plant
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/NewPlant'
      responses:
        '200':
          description: The plant added.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Plant'
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  schemas:
    NewPlant:
      type: object
      required:
        - name
      properties:
        name:
          type: string
          description: The plant's name.
        tag:
          type: string
    Plant:
      allOf:
        - $ref: '#/components/schemas/NewPlant'
        - type: object
          required:
            - id
          properties:
            id:
              type: integer
              format: int64
`;

export const NEW_SITE_FILES: Readonly<Record<string, string>> = {
  'docs.json': `${JSON.stringify(DOCS_JSON, null, 2)}\n`,
  'index.mdx': INDEX,
  'quickstart.mdx': QUICKSTART,
  'components.mdx': COMPONENTS,
  'api-reference/introduction.mdx': API_INTRO,
  'openapi.yaml': OPENAPI,
};

export function runNew(args: NewArgs, ctx: RunContext): RunOutcome {
  const dir = path.resolve(ctx.cwd, args.path ?? '.');
  let entries: string[] = [];
  try {
    entries = fs.readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') throw new UsageError(`${dir} is a file: give a folder to create the site in`);
    if (code !== 'ENOENT') throw new UsageError(`cannot read ${dir}: ${(e as Error).message}`);
  }
  // A folder that is not empty (a dot-file such as .git is fine) may be someone's work.
  const taken = entries.filter((e) => !e.startsWith('.'));
  if (taken.length > 0)
    throw new UsageError(
      `${dir} is not empty (${taken.slice(0, 3).join(', ')}${taken.length > 3 ? ', …' : ''}): choose a new or empty folder`,
    );
  for (const [rel, text] of Object.entries(NEW_SITE_FILES)) {
    const abs = path.join(dir, ...rel.split('/'));
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
  const shown = path.relative(ctx.cwd, dir) || '.';
  return {
    exitCode: 0,
    stdout:
      `docsjson: created a docs site in ${dir}\n` +
      `  docsjson dev ${shown}     preview it on http://127.0.0.1:3000\n` +
      `  docsjson lint ${shown}    check it\n`,
    stderr: '',
  };
}
