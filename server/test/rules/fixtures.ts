// Fixtures shared by the endpoint rules' tests.

/** A spec with GET and POST /users, GET /users/{id} and the webhook user.created. */
export const USERS_SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: { '/users': { get: { summary: 'List users' }, post: {} }, '/users/{id}': { get: {} } },
  webhooks: { 'user.created': { post: {} } },
});
