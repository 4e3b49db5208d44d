// Small constructors for the HTML syntax tree the renderer builds.
import type { Element, ElementContent, Properties, Text } from 'hast';

export function h(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

export function text(value: string): Text {
  return { type: 'text', value };
}

/** Class names for the `className` property; empty and undefined entries are left out. */
export function classes(...names: Array<string | false | undefined>): string[] {
  return names.filter((n): n is string => !!n);
}
