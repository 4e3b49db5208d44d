// Every OpenAPI spec the configuration names, each once, with the first place that names it: the basis of the
// openapi-unreadable and openapi-remote rules and of endpoint checking.
import type { SiteModel, OpenApiSource } from '../model/siteModel';

/** Once per model: several rules ask, on every keystroke, and a large navigation has thousands of containers. */
const sourcesOf = new WeakMap<SiteModel, readonly OpenApiSource[]>();

export function distinctOpenapiSources(model: SiteModel): readonly OpenApiSource[] {
  let sources = sourcesOf.get(model);
  if (!sources) sourcesOf.set(model, (sources = findDistinct(model)));
  return sources;
}

function findDistinct(model: SiteModel): OpenApiSource[] {
  const seen = new Set<string>();
  const out: OpenApiSource[] = [];
  for (const sources of [model.siteOpenapi, ...model.containers.map((c) => c.ownOpenapi ?? [])]) {
    for (const source of sources) {
      const key =
        source.kind === 'file'
          ? `file:${source.path}`
          : source.kind === 'url'
            ? `url:${source.url}`
            : `invalid:${source.written}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(source);
    }
  }
  return out;
}
