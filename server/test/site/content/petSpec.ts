// A small spec that uses what endpoint pages must handle: server variables, security alternatives, parameters at
// path-item and operation level (one through $ref), every location, allOf, oneOf, a schema that contains itself,
// a response in another file, a $ref leaving the docs root, an example, a webhook.
import { MemoryWorkspace } from '../../../src/core';

export const PET_SPEC = `openapi: 3.1.0
info: { title: Pets, version: '1' }
servers:
  - url: https://{region}.api.example.com/v1
    variables: { region: { default: eu } }
security: [{ bearerAuth: [] }]
paths:
  /pets/{petId}:
    parameters:
      - $ref: '#/components/parameters/PetId'
    get:
      summary: Get a pet
      description: Returns **one** pet.
      deprecated: true
      parameters:
        - name: fields
          in: query
          required: true
          schema: { type: array, items: { type: string, enum: [name, tag] } }
        - name: X-Trace
          in: header
          schema: { type: string, format: uuid }
        - name: session
          in: cookie
          schema: { type: string }
      responses:
        '200':
          description: The pet
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
        '404':
          $ref: 'shared/responses.json#/NotFound'
  /pets:
    post:
      summary: Add a pet
      security: [{ apiKey: [] }, {}]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              allOf:
                - $ref: '#/components/schemas/NewPet'
                - type: object
                  required: [owner]
                  properties:
                    owner: { $ref: '#/components/schemas/Person' }
            example: { name: Rex, owner: { name: Ann } }
      responses:
        '201': { description: Created }
  /secret:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '../../outside.yaml#/X' }
webhooks:
  petAdopted:
    post:
      summary: A pet was adopted
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses: { '200': { description: Thanks } }
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer, description: A token. }
    apiKey: { type: apiKey, in: header, name: X-API-Key }
  parameters:
    PetId:
      { name: petId, in: path, required: true, description: "The pet's id", schema: { type: integer, format: int64, minimum: 1 } }
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: { type: integer, format: int64, readOnly: true }
        name: { type: string, example: Rex }
        tag: { type: [string, 'null'], maxLength: 20 }
        kind: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] }
        parent: { $ref: '#/components/schemas/Pet' }
    Cat: { type: object, title: Cat, properties: { meows: { type: boolean } } }
    Dog: { type: object, title: Dog, properties: { barks: { type: boolean, default: true } } }
    NewPet: { type: object, required: [name], properties: { name: { type: string } } }
    Person: { type: object, properties: { name: { type: string } } }
`;

export const RESPONSES_JSON = JSON.stringify({
  NotFound: {
    description: 'No such pet',
    content: {
      'application/json': {
        schema: { type: 'object', properties: { error: { type: 'string' } } },
        example: { error: 'not found' },
      },
    },
  },
});

export const SWAGGER_2 = JSON.stringify({
  swagger: '2.0',
  info: { title: 'Old', version: '1' },
  host: 'old.example.com',
  basePath: '/api',
  schemes: ['http', 'https'],
  securityDefinitions: { basic: { type: 'basic' } },
  security: [{ basic: [] }],
  paths: {
    '/upload': {
      post: {
        consumes: ['multipart/form-data'],
        parameters: [
          { name: 'file', in: 'formData', type: 'file', required: true },
          { name: 'note', in: 'formData', type: 'string' },
          { name: 'dry', in: 'query', type: 'boolean', default: false },
        ],
        responses: { '200': { description: 'ok', schema: { type: 'object', properties: { id: { type: 'string' } } } } },
      },
    },
    '/items': {
      put: {
        parameters: [
          { name: 'body', in: 'body', required: true, schema: { type: 'array', items: { type: 'integer' } } },
        ],
        responses: { '204': { description: 'done' } },
      },
    },
  },
});

export function petWorkspace(): MemoryWorkspace {
  return new MemoryWorkspace({
    'api/pets.yaml': PET_SPEC,
    'api/shared/responses.json': RESPONSES_JSON,
    'api/old.json': SWAGGER_2,
  });
}
