// The commands that build sites, loaded only when one of them runs: the site builder (with Shiki's grammars) is
// most of the CLI's code, and `docsjson lint` should not pay for loading it. The bundle keeps this module in a file
// of its own (dist/siteCommands.js) for the same reason.
export { runBuild } from './build';
export { runDev } from './dev';
