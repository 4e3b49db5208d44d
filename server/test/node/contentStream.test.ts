// The worker's contents go ahead to the main thread in batches on a BroadcastChannel (contentStream.ts), while the
// answer that says how many went ahead travels on another channel and may arrive first.
import assert from 'node:assert/strict';
import { ContentReceiver, ContentSender, newChannelName } from '../../src/node/contentStream';
import type { ChunkContent } from '../../src/node/pageChunks';

const contents = (n: number): ChunkContent[] => Array.from({ length: n }, (_, i) => ({ text: `page ${i}` }));

describe('contents sent ahead in batches', () => {
  it('delivers every batch in order, and waits for the ones still under way', async () => {
    const name = newChannelName();
    const receiver = new ContentReceiver(name);
    const sender = new ContentSender(name);
    const all = contents(100);
    // Offered after each chunk of 8, as the worker does: whole batches go, the rest stays for the answer.
    for (let n = 8; n <= all.length; n += 8) sender.offer(all.slice(0, n));
    sender.offer(all);
    const streamed = sender.finish();
    assert.ok(streamed > 0 && streamed <= all.length, `${streamed} sent ahead`);
    // Nothing has been delivered yet (messages arrive on a later turn of the event loop): upTo must wait.
    const received = await receiver.upTo(streamed);
    receiver.close();
    assert.deepEqual(received, all.slice(0, streamed));
  });

  it('a receiver closed while waiting answers with what came, so a cancelled read ends', async () => {
    const receiver = new ContentReceiver(newChannelName());
    const waiting = receiver.upTo(10);
    receiver.close();
    assert.deepEqual(await waiting, []);
    assert.deepEqual(await receiver.upTo(5), []);
  });
});
