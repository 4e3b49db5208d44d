// Waiting for something another process or a server does in its own time (a file watcher, a browser, a language
// server's registration): the condition is asked again every few milliseconds until it holds. The budget only ends
// a wait that would never end, with a message that says what did not happen; it is not a measure of speed, so it is
// generous enough for a loaded machine.
import { scaledTimeout } from './timeScale';

const POLL_MS = 20;

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  budgetMs = scaledTimeout(30_000),
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${budgetMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
