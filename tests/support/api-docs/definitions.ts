// Definitions for the API docs tests: the example data's APIs (config/dev-backend/examples/apis.yaml, one per type) and
// hand-written samples with hostile strings that must stay text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, loadAll } from 'js-yaml';
import type { Entity } from '../../../domain/catalog/entity';

const examplesFile = join(__dirname, '..', '..', '..', 'config', 'dev-backend', 'examples', 'apis.yaml');

/** The example API entities, by spec.type. */
export const exampleApis = (): Readonly<Record<string, Entity>> => {
  const entities = loadAll(readFileSync(examplesFile, 'utf8'), undefined, { schema: CORE_SCHEMA }) as Entity[];
  return Object.fromEntries(entities.map((entity) => [String(entity.spec?.type), entity]));
};

export const exampleDefinition = (type: string): string => {
  const definition = exampleApis()[type]?.spec?.['definition'];
  if (typeof definition !== 'string') throw new Error(`No example ${type} definition`);
  return definition;
};

/** Strings a hostile definition might carry: markup, script URLs, entity tricks. */
export const HOSTILE_HTML = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
export const HOSTILE_URL = 'javascript:window.__pwned=3';

export const hostileOpenApi = `
openapi: 3.0.0
info:
  title: '${HOSTILE_HTML}'
  version: '1'
  description: '<b>bold</b> ${HOSTILE_HTML}'
  contact:
    name: Evil
    url: '${HOSTILE_URL}'
  license:
    name: Data
    url: 'data:text/html,<script>alert(1)</script>'
externalDocs:
  url: https://docs.example.com/payments
  description: Safe docs
tags:
  - name: '<svg onload=alert(1)>'
    description: '${HOSTILE_HTML}'
paths:
  /evil/{id}:
    get:
      tags: ['<svg onload=alert(1)>']
      summary: '${HOSTILE_HTML}'
      parameters:
        - name: id
          in: path
          description: '${HOSTILE_HTML}'
          schema: { type: string }
      responses:
        '200':
          description: '${HOSTILE_HTML}'
          content:
            application/json:
              schema:
                type: object
                properties:
                  __proto__: { type: string, description: prototype key }
                  constructor: { type: string }
`;

export const hostileAsyncApi = `
asyncapi: 2.6.0
info: { title: '${HOSTILE_HTML}', version: '1' }
channels:
  '<b>chan</b>':
    description: '${HOSTILE_HTML}'
    publish:
      summary: '${HOSTILE_HTML}'
      message:
        name: '<i>msg</i>'
        payload: { type: string, description: '${HOSTILE_HTML}' }
`;

export const hostileGraphql = `
"""${HOSTILE_HTML}"""
type Query {
  "${HOSTILE_HTML.replace(/"/g, '\\"')}"
  evil(arg: String = "<script>x</script>"): String @deprecated(reason: "<img src=x onerror=alert(1)>")
}
`;

export const hostileProto = `
syntax = "proto3";
// ${HOSTILE_HTML}
service Evil {
  // <script>alert(1)</script>
  rpc Run (Req) returns (Res);
}
message Req { string text = 1; // <b>trailing</b>
}
message Res { string text = 1; }
`;

export const hostileTrpc = `
export const evilRouter = router({
  run: publicProcedure.input(z.string().describe("${HOSTILE_HTML.replace(/"/g, "'")}")).mutation(() => 1),
});
`;
