import type { CaseMeasurement } from './measure';

export interface ReportRow {
  label: string;
  throttle: number;
  ours: CaseMeasurement;
  raw: CaseMeasurement;
}

/** The middle value (mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

// Event Timing reports nothing under its 16 ms threshold; such runs count as 0 and a median of 0 prints '<16'.
function eventTimingMedian(values: readonly (number | null)[]): number {
  return median(values.map((value) => value ?? 0));
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(1));
const etMs = (value: number) => (Number.isNaN(value) ? 'n/a' : value < 16 ? '<16' : value.toFixed(0));
const ratio = (ours: number, raw: number) =>
  Number.isNaN(ours) || Number.isNaN(raw) || raw === 0 ? 'n/a' : `${(ours / raw).toFixed(2)}x`;
// A side under the threshold is somewhere below 16 ms, so its ratio is a bound, not a figure.
function etRatio(ours: number, raw: number): string {
  if (ours < 16 && raw < 16) return '—';
  const bound = ratio(Math.max(ours, 16), Math.max(raw, 16));
  if (ours < 16) return `≤${bound}`;
  if (raw < 16) return `≥${bound}`;
  return bound;
}

/** A Markdown table: medians of input-to-result-painted and of Event Timing, ours against raw RAC, per CPU rate. */
export function formatReport(rows: readonly ReportRow[]): string {
  const header = ['case', 'CPU', 'ours ms', 'raw RAC ms', 'ratio', 'ours ET ms', 'raw RAC ET ms', 'ET ratio'];
  const body = rows.map((row) => {
    if (row.ours.error || row.raw.error) {
      const failure = row.ours.error ? `ours failed: ${row.ours.error}` : `raw RAC failed: ${row.raw.error}`;
      return [row.label, `${row.throttle}x`, failure, ...header.slice(3).map(() => '')];
    }
    const ours = median(row.ours.latencyMs);
    const raw = median(row.raw.latencyMs);
    const oursEt = eventTimingMedian(row.ours.eventTimingMs);
    const rawEt = eventTimingMedian(row.raw.eventTimingMs);
    return [
      row.label,
      `${row.throttle}x`,
      ms(ours),
      ms(raw),
      ratio(ours, raw),
      etMs(oursEt),
      etMs(rawEt),
      etRatio(oursEt, rawEt),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

export interface BudgetRow extends ReportRow {
  /** The most `ours / raw` may be. */
  maxRatio: number;
  /** Set when the first measurement exceeded the budget and this row is the second one. */
  remeasured?: boolean;
}

/** Whether both sides were measured and ours took at most `maxRatio` times raw's median. */
export function withinBudget(row: BudgetRow): boolean {
  if (row.ours.error || row.raw.error) return false;
  return median(row.ours.latencyMs) / median(row.raw.latencyMs) <= row.maxRatio;
}

/** One line per budgeted case with its ratio against its limit, and whether every case kept its budget. */
export function checkBudgets(rows: readonly BudgetRow[]): { lines: string[]; ok: boolean } {
  let ok = true;
  const lines = rows.map((row) => {
    const limit = `${row.maxRatio.toFixed(2)}x`;
    if (row.ours.error || row.raw.error) {
      ok = false;
      return `FAIL ${row.label}: not measured (${row.ours.error ?? row.raw.error}), limit ${limit}`;
    }
    const ours = median(row.ours.latencyMs);
    const raw = median(row.raw.latencyMs);
    const within = withinBudget(row);
    if (!within) ok = false;
    const again = row.remeasured ? ' (measured again after exceeding it)' : '';
    return `${within ? 'ok  ' : 'FAIL'} ${row.label}: ${ms(ours)} ms against ${ms(raw)} ms = ${ratio(ours, raw)}, limit ${limit}${again}`;
  });
  return { lines, ok };
}
