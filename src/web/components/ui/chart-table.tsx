import { cn } from '../../lib/cn';

export interface ChartTableRow {
  key: string;
  /** The row's heading (a day, a time) first, then its values, already formatted. */
  cells: readonly [string, ...string[]];
}

interface ChartTableProps {
  /** Names the table, as the chart's title names the picture. */
  caption: string;
  columns: readonly [string, ...string[]];
  rows: readonly ChartTableRow[];
  /** Visually hidden unless told otherwise: the chart is what sighted readers look at. */
  className?: string;
}

/**
 * A chart's numbers as a table: the text alternative of a picture that assistive technology cannot
 * read, every point with its day or time. The first cell of a row heads it.
 */
export function ChartTable({ caption, columns, rows, className = 'sr-only' }: ChartTableProps) {
  return (
    <table className={cn('text-sm', className)}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [heading, ...values] }) => (
          <tr key={key}>
            <th scope="row">{heading}</th>
            {values.map((value, index) => (
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
