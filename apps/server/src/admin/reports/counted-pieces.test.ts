import { describe, expect, it } from 'vitest';
import { type CountedPieces, countedPiecesOf } from './counted-pieces';

const at = (iso: string) => new Date(iso);

/** The pieces as `period@start` and the raw edges as `start..end`, in ISO form. */
function described({ pieces, raw }: CountedPieces) {
  return {
    pieces: pieces.map((piece) => `${piece.period}@${piece.start.toISOString()}`),
    raw: raw.map((edge) => `${edge.start.toISOString()}..${edge.end.toISOString()}`),
  };
}

describe('countedPiecesOf', () => {
  it('covers a Tokyo day with the hours around one UTC midnight', () => {
    const { pieces, raw } = described(
      countedPiecesOf(at('2026-01-14T15:00:00Z'), at('2026-01-15T15:00:00Z'), 'hour'),
    );
    expect(raw).toEqual([]);
    expect(pieces).toHaveLength(24);
    expect(pieces[0]).toBe('hour@2026-01-14T15:00:00.000Z');
    expect(pieces[23]).toBe('hour@2026-01-15T14:00:00.000Z');
  });

  it('counts a day edge as raw when days are the smallest period', () => {
    expect(described(countedPiecesOf(at('2026-01-14T15:00:00Z'), at('2026-01-15T15:00:00Z'), 'day'))).toEqual(
      {
        pieces: [],
        raw: ['2026-01-14T15:00:00.000Z..2026-01-15T15:00:00.000Z'],
      },
    );
  });

  it('leaves the minutes of a half-hour zone raw around whole hours', () => {
    expect(
      described(countedPiecesOf(at('2026-03-01T18:30:00Z'), at('2026-03-01T21:30:00Z'), 'hour')),
    ).toEqual({
      pieces: ['hour@2026-03-01T19:00:00.000Z', 'hour@2026-03-01T20:00:00.000Z'],
      raw: [
        '2026-03-01T18:30:00.000Z..2026-03-01T19:00:00.000Z',
        '2026-03-01T21:00:00.000Z..2026-03-01T21:30:00.000Z',
      ],
    });
  });

  it('takes whole months between the days at either end of a year', () => {
    const { pieces, raw } = described(
      countedPiecesOf(at('2025-11-27T00:00:00Z'), at('2026-11-27T00:00:00Z'), 'day'),
    );
    expect(raw).toEqual([]);
    expect(pieces.filter((piece) => piece.startsWith('month'))).toHaveLength(11);
    expect(pieces[0]).toBe('day@2025-11-27T00:00:00.000Z');
    expect(pieces.indexOf('month@2025-12-01T00:00:00.000Z')).toBe(4);
    expect(pieces.at(-1)).toBe('day@2026-11-26T00:00:00.000Z');
    expect(pieces).toHaveLength(4 + 11 + 26);
  });

  it('covers every instant of a range once, whatever its edges', () => {
    const ranges: [string, string][] = [
      ['2024-02-28T23:59:59.500Z', '2024-03-02T00:00:00.250Z'],
      ['2025-12-31T12:34:56Z', '2027-01-01T01:00:00Z'],
      ['2026-05-05T05:05:05Z', '2026-05-05T05:05:06Z'],
      ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'],
    ];
    const lengths = { hour: 3_600_000, day: 86_400_000 } as const;
    for (const [from, to] of ranges) {
      for (const smallest of ['hour', 'day'] as const) {
        const { pieces, raw } = countedPiecesOf(at(from), at(to), smallest);
        const spans = [
          ...raw.map((edge) => [edge.start.getTime(), edge.end.getTime()] as const),
          ...pieces.map((piece) => {
            const start = piece.start.getTime();
            if (piece.period !== 'month') return [start, start + lengths[piece.period]] as const;
            const date = piece.start;
            return [start, Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)] as const;
          }),
        ].sort((a, b) => a[0] - b[0]);
        expect(spans[0]?.[0]).toBe(at(from).getTime());
        expect(spans.at(-1)?.[1]).toBe(at(to).getTime());
        for (let index = 1; index < spans.length; index += 1)
          expect(spans[index]?.[0]).toBe(spans[index - 1]?.[1]);
        if (smallest === 'day') expect(pieces.every((piece) => piece.period !== 'hour')).toBe(true);
      }
    }
  });
});
