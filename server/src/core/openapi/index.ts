// Public surface of the OpenAPI index: what rules, features and the language server call.
export * from './types';
export { SpecCache } from './specCache';
export { loadSpec, LoadedSpec, SpecLoadOptions } from './specLoader';
export { DEFAULT_SPEC_LIMITS, SpecLimits } from './specFiles';
export { findOperation, OperationLookup } from './findOperation';
export { parseMethodEntry, parseFrontMatterEndpoint, MethodEntry, FrontMatterEndpoint } from './methodEntry';
export { closestKeys, pathShape } from './similarity';
export { SpecDeepValidator, DeepValidationResult } from './deepValidator';
export type { SpecIndexer } from './specCache';
export { parseSpecText } from './specParser';
export { parsePointerFragment } from './refs';
export {
  endpointFactsOf,
  endpointRoute,
  endpointTitle,
  DEFAULT_ENDPOINT_DIRECTORY,
  type EndpointFacts,
} from './endpointRoute';
