// The components of the Mintlify format rendered here, by the name pages use. Names imported or exported by the
// page itself take precedence (as in MDX); names found nowhere are shown with a "not rendered offline" marker.
import type { ComponentRenderer } from './api';
import { ASSORTED } from './assorted';
import { LINKS } from './links';
import { PALETTE } from './palette';
import { CALLOUTS } from './callouts';
import { CARDS } from './cards';
import { DISCLOSURE } from './disclosure';
import { FIELDS } from './fields';
import { MEDIA } from './media';
import { STEPS } from './steps';
import { TABS } from './tabs';
import { TREE } from './tree';
import { UPDATE } from './update';

const OWN: ReadonlyMap<string, ComponentRenderer> = new Map([
  ...CALLOUTS,
  ...TABS,
  ...STEPS,
  ...DISCLOSURE,
  ...CARDS,
  ...FIELDS,
  ...MEDIA,
  ...UPDATE,
  ...TREE,
  ...PALETTE,
  ...LINKS,
  ...ASSORTED,
]);

/** Other names Mintlify accepts for the same components. */
const ALIASES: Array<[string, string]> = [
  ['Param', 'ParamField'],
  ['FileTree', 'Tree'],
  ['FileTree.Folder', 'Tree.Folder'],
  ['FileTree.File', 'Tree.File'],
];

export const COMPONENTS: ReadonlyMap<string, ComponentRenderer> = new Map([
  ...OWN,
  ...ALIASES.map(([alias, name]): [string, ComponentRenderer] => [alias, OWN.get(name)!]),
]);
