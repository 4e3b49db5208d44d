// The small docs site the integration and Neovim tests copy into a temporary folder.

export const SPEC = `openapi: 3.1.0
info:
  title: Users API
  version: "1"
paths:
  /users:
    get:
      summary: List users
      responses:
        "200":
          description: ok
    post:
      summary: Create a user
      responses:
        "200":
          description: ok
`;

export const DOCS = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Demo",
  "colors": { "primary": "#0D9373" },
  "navigation": {
    "groups": [
      { "group": "Start", "pages": ["intro", "guides/new"] },
      { "group": "API", "openapi": "api.yaml", "pages": ["GET /users"] }
    ]
  }
}
`;

export const SITE = {
  'docs.json': DOCS,
  'intro.mdx': '---\ntitle: Introduction\ndescription: Start here.\n---\n# Hi\n',
  'guides/other.mdx': '---\ntitle: Other\n---\n',
  'api.yaml': SPEC,
};
