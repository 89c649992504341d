import { useTrans } from '@tonearm/shell';
import { Button, Menu, MenuItem, MenuTrigger } from '@tonearm/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SpeakerIcon } from '../icons/icons';
import {
  canChooseOutput,
  listOutputDevices,
  type OutputDevice,
  outputDeviceChoice,
} from '../output-device/output-device';

const subscribe = (listener: () => void) => outputDeviceChoice.subscribe(listener);
const current = () => outputDeviceChoice.current;

/**
 * "Output device": the audio outputs the browser lists, the chosen one checked, shown only where the browser lets
 * a page choose (`setSinkId`). The list is read when the menu opens, so a plugged-in headset shows up.
 */
export function OutputDeviceMenu() {
  const { trans } = useTrans();
  const chosen = useSyncExternalStore(subscribe, current, current);
  const [devices, setDevices] = useState<OutputDevice[]>([]);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    void listOutputDevices().then(
      (found) => live && setDevices(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isOpen]);
  if (!canChooseOutput()) return null;
  const items = [{ id: '', label: trans('System default') }, ...devices];
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen} placement="top end">
      <Button variant="ghost" size="sm" isIconOnly aria-label={trans('Output device')}>
        <SpeakerIcon />
      </Button>
      <Menu
        aria-label={trans('Output device')}
        items={items}
        selectionMode="single"
        selectedKeys={[chosen]}
        onAction={(key) => outputDeviceChoice.choose(String(key))}
      >
        {(device) => <MenuItem id={device.id}>{device.label}</MenuItem>}
      </Menu>
    </MenuTrigger>
  );
}
