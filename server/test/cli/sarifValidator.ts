// ajv validator for the vendored official SARIF 2.1.0 schema (server/test/fixtures/sarif).
import * as fs from 'fs';
import * as path from 'path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from './helpers';

let cached: ValidateFunction | undefined;

export function sarifValidator(): ValidateFunction {
  if (cached) return cached;
  const schemaFile = path.join(repoRoot(), 'server', 'test', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json');
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
  // strict: false because the official schema carries keywords strict mode dislikes (e.g. "default" on items).
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  cached = ajv.compile(schema);
  return cached;
}
