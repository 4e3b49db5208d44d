// An endpoint page's render input with its operation read from the spec, for `docsjson build` and `docsjson dev`:
// the builder library names the spec, the core's OperationReader (through the workspace, so inside the docs root
// only) reads the operation, cached per spec file by the reader.
import type { OperationReader } from '../core';
import { endpointRenderInput, type EndpointRenderInput, type Route } from '../site';

export async function endpointInputFor(route: Route, operations: OperationReader): Promise<EndpointRenderInput> {
  const input = endpointRenderInput(route);
  if (input.specFile) input.operation = await operations.read(input.specFile, input.method, input.apiPath);
  return input;
}
