import { describe, expect, it } from 'vitest';
import { parseLrc, plainLines } from './lrc';

describe('LRC lyrics', () => {
  it('reads stamps as milliseconds and sorts the lines by time', () => {
    expect(parseLrc('[00:04.00]Second\n[00:01.50]First\n[01:02.345]Later')).toEqual([
      { time: 1500, text: 'First' },
      { time: 4000, text: 'Second' },
      { time: 62_345, text: 'Later' },
    ]);
  });

  it('repeats a line for every stamp it carries and skips header tags', () => {
    expect(parseLrc('[ar:Neon Harbor]\n[ti:Harbor Lights]\n[00:10][00:30]Chorus')).toEqual([
      { time: 10_000, text: 'Chorus' },
      { time: 30_000, text: 'Chorus' },
    ]);
  });

  it('applies an offset, positive meaning earlier', () => {
    expect(parseLrc('[offset:+500]\n[00:02.00]Line')).toEqual([{ time: 1500, text: 'Line' }]);
  });

  it('keeps plain lyrics untimed, stanza breaks included', () => {
    expect(plainLines('One\r\n\r\nTwo\n')).toEqual([
      { time: null, text: 'One' },
      { time: null, text: '' },
      { time: null, text: 'Two' },
    ]);
  });
});
