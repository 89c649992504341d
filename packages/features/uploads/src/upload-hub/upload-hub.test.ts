import { createHttpClient } from '@tonearm/client';
import { MemoryResumeStorage, UploadQueue, type UploadQueueOptions } from '@tonearm/client/uploads';
import { describe, expect, it } from 'vitest';
import { UploadHub, type UploadQueueFactory } from './upload-hub';

// Files over this size are refused before any byte is sent, so these queues never touch the network.
const refusing = { restrictions: { maxFileSize: 1 } };
const file = (name: string) => new File(['bytes'], name, { type: 'audio/mpeg' });
const http = createHttpClient({ baseUrl: 'http://127.0.0.1:9' });

/** Real queues over memory storage, with a record of the ones made and disposed. */
function recordingFactory() {
  const made: { options: UploadQueueOptions; queue: UploadQueue; disposed: boolean }[] = [];
  const factory: UploadQueueFactory = async (options) => {
    const queue = new UploadQueue({ ...options, resumeStorage: new MemoryResumeStorage() });
    const record = { options, queue, disposed: false };
    const dispose = queue.dispose.bind(queue);
    queue.dispose = () => {
      record.disposed = true;
      dispose();
    };
    made.push(record);
    return queue;
  };
  return { made, factory };
}

describe('UploadHub', () => {
  it('makes the queue on the first upload, for the signed-in user and the site settings', async () => {
    const { made, factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7, settings: { chunk_size: 1024 } }, factory);
    expect(made).toHaveLength(0);
    expect(hub.getSnapshot()).toEqual([]);

    const [upload] = await hub.add([file('intro.mp3')], refusing);
    expect(made).toHaveLength(1);
    expect(made[0]?.options).toMatchObject({ http, userId: 7, settings: { chunk_size: 1024 } });
    expect(upload?.status).toBe('failed');
    expect(hub.getSnapshot().map((item) => item.file.name)).toEqual(['intro.mp3']);
  });

  it('tells listeners of every change and keeps the snapshot until something changes', async () => {
    const { factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7 }, factory);
    let changes = 0;
    hub.subscribe(() => {
      changes += 1;
    });
    await hub.add([file('a.mp3')], refusing);
    const snapshot = hub.getSnapshot();
    expect(changes).toBeGreaterThan(0);
    expect(hub.getSnapshot()).toBe(snapshot);
  });

  it('removes one ended upload from the list, and clears every ended one at once', async () => {
    const { factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7 }, factory);
    const [first] = await hub.add([file('a.mp3'), file('b.mp3')], refusing);
    hub.remove(first?.id ?? '');
    expect(hub.getSnapshot().map((item) => item.file.name)).toEqual(['b.mp3']);
    hub.clearInactive();
    expect(hub.getSnapshot()).toEqual([]);
  });

  it('stops the queue of a user who leaves and starts an empty one for the next', async () => {
    const { made, factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7 }, factory);
    await hub.add([file('mine.mp3')], refusing);

    hub.configure({ http, userId: 8 });
    expect(made[0]?.disposed).toBe(true);
    expect(hub.getSnapshot()).toEqual([]);

    await hub.add([file('theirs.mp3')], refusing);
    expect(made[1]?.options.userId).toBe(8);
    expect(hub.getSnapshot().map((item) => item.file.name)).toEqual(['theirs.mp3']);
  });

  it('keeps the queue when only the settings object is renewed for the same user', async () => {
    const { made, factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7, settings: {} }, factory);
    await hub.add([file('a.mp3')], refusing);
    hub.configure({ http, userId: 7, settings: {} });
    expect(made[0]?.disposed).toBe(false);
    expect(hub.getSnapshot()).toHaveLength(1);
  });

  it('drops a queue that finished loading after its user left', async () => {
    const { made, factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7 }, factory);
    const loading = hub.queue();
    hub.configure({ http, userId: 8 });
    await loading;
    await Promise.resolve();
    expect(made[0]?.disposed).toBe(true);
    expect(hub.getSnapshot()).toEqual([]);
  });

  it('does not send again a file a restriction refused, as it would be refused again', async () => {
    const { factory } = recordingFactory();
    const hub = new UploadHub({ http, userId: 7, settings: { max_size: 1 } }, factory);
    const [refused] = await hub.add([file('long-take.wav')]);
    expect(refused?.error).toBe('`long-take.wav` exceeds maximum allowed size of 1 B');
    expect(refused && hub.isRetryable(refused)).toBe(false);
    hub.retry(refused?.id ?? '');
    expect(hub.getSnapshot()[0]?.status).toBe('failed');
  });
});
