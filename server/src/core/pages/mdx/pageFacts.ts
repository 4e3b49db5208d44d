// What page rules, editor features and the site builder read from an MDX syntax tree, extracted in one walk.
// (Filled in with the page rules.)

export interface PageFacts {
  readonly headings: readonly unknown[];
}
