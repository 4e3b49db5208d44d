// Background threads give way to the thread that answers people: an editor's page parse and V8's helper threads
// run at a lower priority than the server's main thread, which keeps its own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BACKGROUND_NICE, currentThreadId } from '../../src/node/threadPriority';
import { CLI_WORKER_FILE, WorkerThread } from '../../src/node/workerThread';

const LINUX = process.platform === 'linux';

/** Nice value of each thread of a process, by thread id (field 19 of /proc/<pid>/task/<tid>/stat). */
function nices(pid: number | 'self'): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      out.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // the thread ended
    }
  }
  return out;
}

describe('background thread priority', () => {
  it('a worker started as background lowers its own thread, and only it', async function () {
    if (!LINUX) return assert.equal(currentThreadId(), undefined); // no per-thread priority there
    const before = nices('self');
    const thread = new WorkerThread(CLI_WORKER_FILE, { background: true });
    try {
      // A question the worker answers (undefined: not a job it knows) shows that its script has run.
      await thread.request({ kind: 'none' });
      const lowered = [...nices('self')].filter(([tid, nice]) => !before.has(tid) && nice === BACKGROUND_NICE);
      assert.ok(lowered.length >= 1, 'the worker thread runs at the background priority');
      assert.equal(nices('self').get(currentThreadId()!), before.get(currentThreadId()!), 'the main thread keeps its');
    } finally {
      thread.close();
    }
  });

  it('a worker started without it keeps the priority of its parent', async () => {
    if (!LINUX) return;
    const before = nices('self');
    const thread = new WorkerThread(CLI_WORKER_FILE);
    try {
      await thread.request({ kind: 'none' });
      const started = [...nices('self')].filter(([tid]) => !before.has(tid));
      assert.ok(started.length >= 1);
      assert.ok(started.every(([, nice]) => nice === before.get(currentThreadId()!)));
    } finally {
      thread.close();
    }
  });

  it("the language server's start lowers the threads there before it (V8's helpers), not its main thread", () => {
    if (!LINUX) return;
    const module = path.join(__dirname, '../../src/node/threadPriority.js');
    const script = `
      const fs = require('fs');
      const { lowerOtherThreadsPriority, currentThreadId } = require(${JSON.stringify(module)});
      const lowered = lowerOtherThreadsPriority();
      const nice = (tid) => { const s = fs.readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
        return Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[16]); };
      const main = currentThreadId();
      const others = fs.readdirSync('/proc/self/task').map(Number).filter((t) => t !== main);
      console.log(JSON.stringify({ lowered, main: nice(main), others: others.map(nice) }));`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const { lowered, main, others } = JSON.parse(run.stdout);
    assert.ok(lowered >= 1, 'Node starts helper threads before any script runs');
    assert.equal(main, 0);
    assert.ok(others.length >= lowered);
    assert.ok(others.filter((n: number) => n === BACKGROUND_NICE).length >= lowered);
  });
});
