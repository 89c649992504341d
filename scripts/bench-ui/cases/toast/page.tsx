import {
  Button as RACButton,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { Button } from '../../../../packages/ui/src/button';
import { ToastRegion, toast } from '../../../../packages/ui/src/toast';
import type { BenchCaseModule } from '../bench-case';

const MESSAGE = 'Added to your queue';
const rawQueue = new RACToastQueue<{ title: string }>({ maxVisibleToasts: 1 });

function Ours() {
  return (
    <>
      <Button variant="outline" onPress={() => toast(MESSAGE)}>
        Add to queue
      </Button>
      <ToastRegion />
    </>
  );
}

function Raw() {
  return (
    <>
      <RACButton className="rounded border px-3 py-2" onPress={() => rawQueue.add({ title: MESSAGE })}>
        Add to queue
      </RACButton>
      <RACToastRegion queue={rawQueue} className="fixed bottom-4 left-1/2 -translate-x-1/2">
        {({ toast: shown }) => (
          <RACToast
            toast={shown}
            className="bench-raw-toast flex gap-3 rounded bg-gray-900 px-4 py-3 text-white"
          >
            <RACToastContent>
              <Text slot="title">{shown.content.title}</Text>
            </RACToastContent>
            <RACButton slot="close" aria-label="Close">
              ×
            </RACButton>
          </RACToast>
        )}
      </RACToastRegion>
    </>
  );
}

function reset() {
  toast.dismiss();
  for (const shown of rawQueue.visibleToasts) rawQueue.close(shown.key);
}

export default { Ours, Raw, reset } satisfies BenchCaseModule;
