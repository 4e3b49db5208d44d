// The core's narrow door, beside index.ts: what a thread that only validates spec files needs (reading a spec's
// text, resolving a JSON pointer). Such a thread is started each time lint checks a site with a spec, and its bundle
// then carries these few modules instead of the whole core (the configuration schema, the MDX parser), which it
// would otherwise read and compile for nothing.
export { parseSpecText } from './openapi/specParser';
export { parsePointerFragment } from './openapi/refs';
export type { SpecError } from './openapi/types';
