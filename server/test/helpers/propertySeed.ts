// Property tests (fast-check) run with one fixed seed, so that `npm test` passes or fails the same way on every
// run and machine; a test that names its own seed keeps it. DOCSJSON_PROPERTY_SEED=<number> replays another seed,
// DOCSJSON_PROPERTY_SEED=random explores new ones (the seed is printed, to replay a failure). Loaded by the test
// runner into every test process.
import fc from 'fast-check';

const FIXED_SEED = 20261128;

const setting = process.env.DOCSJSON_PROPERTY_SEED;
const seed =
  setting === 'random' ? Math.floor(Math.random() * 0x7fffffff) : setting ? Number(setting) || FIXED_SEED : FIXED_SEED;
fc.configureGlobal({ seed });
if (setting === 'random') process.stdout.write(`property tests: DOCSJSON_PROPERTY_SEED=${seed}\n`);
