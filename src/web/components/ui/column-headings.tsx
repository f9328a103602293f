import { cn } from '../../lib/cn';

export interface ColumnHeading {
  label: string;
  /** A column of numbers: its heading sits over their right edge. */
  numeric?: boolean;
}

/** A table's header row, a `scope="col"` heading a column; `className` is the cells' padding. */
export function ColumnHeadings({
  columns,
  className,
}: {
  columns: readonly ColumnHeading[];
  className: string;
}) {
  return (
    <tr>
      {columns.map(({ label, numeric }) => (
        <th key={label} scope="col" className={cn(className, numeric && 'text-right', 'font-medium')}>
          {label}
        </th>
      ))}
    </tr>
  );
}
