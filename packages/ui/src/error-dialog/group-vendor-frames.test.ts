import { describe, expect, it } from 'vitest';
import type { ErrorTraceFrame } from './error-payload';
import { groupVendorFrames, isVendorPath } from './group-vendor-frames';

const frame = (flatIndex: number, path: string): ErrorTraceFrame => ({
  flatIndex,
  path,
  lineNumber: 10 + flatIndex,
  method: `method${flatIndex}`,
});

const app = (flatIndex: number) => frame(flatIndex, `/srv/app/Http/Controller${flatIndex}.php`);
const vendor = (flatIndex: number) => frame(flatIndex, `/srv/vendor/laravel/framework/File${flatIndex}.php`);

describe('isVendorPath', () => {
  it('recognises vendor and node_modules directories on any platform', () => {
    expect(isVendorPath('/srv/vendor/laravel/framework/src/Router.php')).toBe(true);
    expect(isVendorPath('C:\\srv\\vendor\\symfony\\Kernel.php')).toBe(true);
    expect(isVendorPath('/app/node_modules/react/index.js')).toBe(true);
    expect(isVendorPath('vendor/autoload.php')).toBe(true);
  });

  it('does not mistake names that merely contain the word', () => {
    expect(isVendorPath('/srv/app/VendorController.php')).toBe(false);
    expect(isVendorPath('/srv/app/vendors/List.php')).toBe(false);
  });
});

describe('groupVendorFrames', () => {
  it('keeps application frames as they are, in order', () => {
    expect(groupVendorFrames([app(0), app(1)])).toEqual([
      { type: 'frame', frame: app(0) },
      { type: 'frame', frame: app(1) },
    ]);
  });

  it('groups a run of vendor frames between application frames', () => {
    expect(groupVendorFrames([app(0), vendor(1), vendor(2), app(3)])).toEqual([
      { type: 'frame', frame: app(0) },
      { type: 'vendor-group', id: 'vendor-1', frames: [vendor(1), vendor(2)] },
      { type: 'frame', frame: app(3) },
    ]);
  });

  it('makes separate groups for runs split by an application frame', () => {
    const sections = groupVendorFrames([vendor(0), app(1), vendor(2)]);
    expect(sections.map((section) => section.type)).toEqual(['vendor-group', 'frame', 'vendor-group']);
    expect(sections[2]).toMatchObject({ id: 'vendor-2', frames: [vendor(2)] });
  });

  it('treats frames the server already grouped as vendor frames', () => {
    expect(groupVendorFrames([app(0), { vendorGroup: true, items: [vendor(1), vendor(2)] }])).toEqual([
      { type: 'frame', frame: app(0) },
      { type: 'vendor-group', id: 'vendor-1', frames: [vendor(1), vendor(2)] },
    ]);
  });

  it('merges a server group with neighbouring vendor frames into one run', () => {
    const sections = groupVendorFrames([
      vendor(0),
      { vendorGroup: true, items: [vendor(1)] },
      vendor(2),
      app(3),
    ]);
    expect(sections[0]).toEqual({
      type: 'vendor-group',
      id: 'vendor-0',
      frames: [vendor(0), vendor(1), vendor(2)],
    });
    expect(sections).toHaveLength(2);
  });

  it('ignores an empty server group', () => {
    expect(groupVendorFrames([app(0), { vendorGroup: true, items: [] }, app(1)])).toEqual([
      { type: 'frame', frame: app(0) },
      { type: 'frame', frame: app(1) },
    ]);
  });

  it('accepts another rule for what counts as vendor code', () => {
    const sections = groupVendorFrames([app(0), app(1)], (path) => path.endsWith('Controller1.php'));
    expect(sections[1]).toEqual({ type: 'vendor-group', id: 'vendor-1', frames: [app(1)] });
  });

  it('returns nothing for an empty trace', () => {
    expect(groupVendorFrames([])).toEqual([]);
  });
});
