// The platforms `footer.socials` names (Mintlify's list of keys), with the label a reader sees and the icon shown
// beside it. The one place a social key becomes an icon: the icon work replaces the glyph here.
import { iconHtml } from './fragments';

/** key -> [label, icon name] */
const SOCIALS: Record<string, [string, string]> = {
  x: ['X', 'x-twitter'],
  'x-twitter': ['X', 'x-twitter'],
  twitter: ['Twitter', 'twitter'],
  website: ['Website', 'earth-americas'],
  'earth-americas': ['Website', 'earth-americas'],
  facebook: ['Facebook', 'facebook'],
  youtube: ['YouTube', 'youtube'],
  discord: ['Discord', 'discord'],
  slack: ['Slack', 'slack'],
  github: ['GitHub', 'github'],
  linkedin: ['LinkedIn', 'linkedin'],
  instagram: ['Instagram', 'instagram'],
  'hacker-news': ['Hacker News', 'hacker-news'],
  medium: ['Medium', 'medium'],
  telegram: ['Telegram', 'telegram'],
  bluesky: ['Bluesky', 'bluesky'],
  threads: ['Threads', 'threads'],
  reddit: ['Reddit', 'reddit'],
  podcast: ['Podcast', 'podcast'],
};

/** What a reader sees for a social key: its platform's name, else the key as written. */
export function socialLabel(key: string): string {
  return Object.hasOwn(SOCIALS, key) ? SOCIALS[key][0] : key;
}

/** The icon markup for a social key (a neutral glyph named after the platform's icon until icons are bundled). */
export function socialIcon(key: string): string {
  const name = Object.hasOwn(SOCIALS, key) ? SOCIALS[key][1] : /^[a-z0-9-]{1,64}$/.test(key) ? key : undefined;
  return iconHtml(name);
}
