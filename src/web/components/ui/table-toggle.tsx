import { Button } from './button';

/**
 * Shows a chart's numbers as a table, and back: says whether the table is open and, while it is,
 * which element it is.
 */
export function TableToggle({
  open,
  onOpenChange,
  tableId,
  showText,
  hideText,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tableId: string;
  showText: string;
  hideText: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs"
      aria-expanded={open}
      aria-controls={open ? tableId : undefined}
      onClick={() => onOpenChange(!open)}
    >
      {open ? hideText : showText}
    </Button>
  );
}
