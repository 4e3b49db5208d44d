// "Did you mean" for path keys: edit distance on a normalised form where every `{param}` counts as one symbol,
// so `/users/{id}` and `/users/{userId}` are the same shape (reported as a near match, never a silent pass).

import { TYPO_LIMIT } from '../text/didYouMean';
import { editDistance } from '../text/editDistance';

/** `/users/{userId}/posts` -> `/users/{}/posts`. */
export function pathShape(path: string): string {
  return path.replace(/\{[^{}/]*\}/g, '{}');
}

/** Lower-cased shapes of a key set, computed once per Map (indexes are read-only once built). */
const shapeCache = new WeakMap<object, { keys: string[]; shapes: string[] }>();

function shapesOf(keys: Iterable<string> | ReadonlyMap<string, unknown>): { keys: string[]; shapes: string[] } {
  if (keys instanceof Map) {
    const hit = shapeCache.get(keys);
    if (hit) return hit;
    const list = [...(keys as ReadonlyMap<string, unknown>).keys()];
    const result = { keys: list, shapes: list.map((k) => pathShape(k).toLowerCase()) };
    shapeCache.set(keys, result);
    return result;
  }
  const list = [...(keys as Iterable<string>)];
  return { keys: list, shapes: list.map((k) => pathShape(k).toLowerCase()) };
}

/**
 * Up to `max` keys close to `wanted`, best first. Same-shape keys (only parameter names differ) come first.
 * Pass the Map itself (not `map.keys()`) to reuse the normalised keys across lookups.
 */
export function closestKeys(wanted: string, keys: Iterable<string> | ReadonlyMap<string, unknown>, max = 3): string[] {
  const shape = pathShape(wanted).toLowerCase();
  const limit = TYPO_LIMIT.specPath(shape.length);
  const source = shapesOf(keys);
  const scored: { key: string; score: number }[] = [];
  for (let i = 0; i < source.keys.length; i++) {
    const key = source.keys[i];
    const keyShape = source.shapes[i];
    const d = keyShape === shape ? 0 : editDistance(shape, keyShape, limit, false);
    if (d <= limit) scored.push({ key, score: d * 2 + (key === wanted ? 0 : 1) });
  }
  scored.sort((x, y) => x.score - y.score || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  return scored.slice(0, max).map((s) => s.key);
}
