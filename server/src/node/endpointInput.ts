// An endpoint page's render input with its operation read from the spec, for `docsjson build` and `docsjson dev`:
// the builder library names the spec, the core's OperationReader (through the workspace, so inside the docs root
// only) reads the operation, cached per spec file by the reader. Two kinds of endpoint page: the ones generated for
// the navigation's endpoints, and MDX pages whose front matter documents an operation (their prose goes with it).
import type { FrontMatterEndpointTarget, OperationReader } from '../core';
import { endpointRenderInput, type EndpointRenderInput, type Route } from '../site';

export async function endpointInputFor(route: Route, operations: OperationReader): Promise<EndpointRenderInput> {
  const input = endpointRenderInput(route);
  if (input.specFile) input.operation = await operations.read(input.specFile, input.method, input.apiPath);
  return input;
}

/** The input of a page that documents an operation in its front matter, as the core resolved that operation. */
export async function frontMatterEndpointInput(
  target: FrontMatterEndpointTarget,
  operations: OperationReader,
  page: { file: string; text: string },
): Promise<EndpointRenderInput> {
  switch (target.kind) {
    case 'found':
      return {
        method: target.method,
        apiPath: target.apiPath,
        specFile: target.spec,
        operation: await operations.read(target.spec, target.method, target.apiPath),
        page,
      };
    case 'remote':
      return target.apiPath !== undefined
        ? { method: target.method, apiPath: target.apiPath, specUrl: target.url, page }
        : { method: target.method, apiPath: target.url, page, handWritten: true };
    case 'missing':
      return {
        method: target.method,
        apiPath: target.apiPath,
        operation: { ok: false, reason: target.reason },
        page,
      };
    default:
      return { method: 'GET', apiPath: '', operation: { ok: false, reason: target.reason }, page };
  }
}
