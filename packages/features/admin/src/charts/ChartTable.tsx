import type { ReactNode } from 'react';

export interface ChartTableProps {
  /** Says what the table lists; read before its rows. */
  caption: string;
  /** The column headings. */
  columns: string[];
  /** One row per point or slice, cells in column order; the first cell heads its row. */
  rows: { key: string; cells: ReactNode[] }[];
}

/** The table equivalent of a chart: a plain, captioned HTML table. */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="border-border border-b px-2 py-1 text-left font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column's position
                <th key={index} scope="row" className="px-2 py-1 text-left font-normal">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column's position
                <td key={index} className="px-2 py-1 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
