import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { RemoveButton } from './remove-button';

/** What a row's render gets: its place, and the moves that keep the keyboard's place. */
export interface EditableRow {
  index: number;
  /** Its place counted from 1, as labels say it ("Resolver 2"). */
  number: number;
  first: boolean;
  last: boolean;
  /**
   * A ref for the row's control that takes focus when the row is added or its neighbour removed
   * (no part), or for its move buttons (`'up'`, `'down'`).
   */
  focusRef: (part?: 'up' | 'down') => (element: HTMLElement | null) => void;
  remove: () => void;
  /** One place up or down; focus follows the row. */
  move: (by: -1 | 1) => void;
  /** The row with some of its values changed. */
  update: (change: object) => void;
}

interface EditableListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  onChange: (items: T[]) => void;
  /** A new, empty row for Add. */
  create: () => T;
  /** At this many rows Add is off and `fullText` says why. */
  max: number;
  addLabel: string;
  fullText: string;
  emptyText: string;
  /** Names the list when nothing around it does. */
  listLabel?: string;
  listClassName?: string;
  itemClassName?: string;
  /** The list's own problem (too many, a name twice), under it. */
  error?: string | undefined;
  /** Announce `error` as it appears: for an answer from the server. */
  announceError?: boolean;
  children: (item: T, row: EditableRow) => ReactNode;
}

type FocusPart = 'first' | 'up' | 'down';

/** Where focus goes once the list has changed: a row's control, or Add when no row is left. */
type FocusTarget = { key: string; part: FocusPart } | { key: null; part: 'add' };

/**
 * Rows the user adds, removes and (with EditableListMoves) reorders. Focus follows: a new row's
 * first control, the next row's (else the previous one's) after a removal, Add when none is left,
 * the moved row's button after a move, so the keyboard never loses its place.
 */
export function EditableList<T>({
  items,
  keyOf,
  onChange,
  create,
  max,
  addLabel,
  fullText,
  emptyText,
  listLabel,
  listClassName,
  itemClassName,
  error,
  announceError,
  children,
}: EditableListProps<T>) {
  const controls = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** Set by a change, taken by the render that shows it. */
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (target.key === null ? addButton.current : controls.current.get(`${target.key}:${target.part}`))?.focus();
  });

  const add = () => {
    const item = create();
    onChange([...items, item]);
    focusNext.current = { key: keyOf(item), part: 'first' };
  };

  const actions: RowActions = {
    register: (key, part) => (element) => {
      if (element) controls.current.set(`${key}:${part}`, element);
      else controls.current.delete(`${key}:${part}`);
    },
    remove: (index) => {
      const next = items.filter((_, at) => at !== index);
      onChange(next);
      const neighbour = next[index] ?? next[index - 1];
      focusNext.current = neighbour ? { key: keyOf(neighbour), part: 'first' } : { key: null, part: 'add' };
    },
    move: (index, by) => {
      const item = items[index];
      const to = index + by;
      if (item === undefined || to < 0 || to >= items.length) return;
      const next = [...items];
      next.splice(index, 1);
      next.splice(to, 0, item);
      onChange(next);
      // At either end the button pressed is off: focus takes the other one.
      const atEnd = by === -1 ? to === 0 : to === items.length - 1;
      focusNext.current = { key: keyOf(item), part: (by === -1) !== atEnd ? 'up' : 'down' };
    },
    update: (index, change) =>
      onChange(items.map((other, at) => (at === index ? ({ ...other, ...change } as T) : other))),
  };

  const full = items.length >= max;

  return (
    <>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ol className={cn('grid gap-3', listClassName)} aria-label={listLabel}>
          {items.map((item, index) => (
            <li key={keyOf(item)} className={itemClassName}>
              <RowSlot
                item={item}
                rowKey={keyOf(item)}
                index={index}
                count={items.length}
                actions={actions}
                render={children}
              />
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role={announceError ? 'alert' : undefined} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} type="button" variant="outline" size="sm" disabled={full} onClick={add}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
        {full && <p className="text-xs text-muted-foreground">{fullText}</p>}
      </div>
    </>
  );
}

interface RowActions {
  register: (key: string, part: FocusPart) => (element: HTMLElement | null) => void;
  remove: (index: number) => void;
  move: (index: number, by: -1 | 1) => void;
  update: (index: number, change: object) => void;
}

/** One row's render, given what it may do (a component, so the list's refs are only touched by events). */
function RowSlot<T>({
  item,
  rowKey,
  index,
  count,
  actions,
  render,
}: {
  item: T;
  rowKey: string;
  index: number;
  count: number;
  actions: RowActions;
  render: (item: T, row: EditableRow) => ReactNode;
}) {
  return render(item, {
    index,
    number: index + 1,
    first: index === 0,
    last: index === count - 1,
    focusRef: (part) => actions.register(rowKey, part ?? 'first'),
    remove: () => actions.remove(index),
    move: (by) => actions.move(index, by),
    update: (change) => actions.update(index, change),
  });
}

/** A row as a bordered group its legend names ("Account 2"), its fields in `className`'s grid. */
export function EditableListFieldset({
  legend,
  className,
  note,
  children,
}: {
  legend: string;
  className: string;
  /** Under the fields: what the row is used for. */
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-border p-3">
      {/* Floated, so the legend sits inside the box rather than on its border. */}
      <legend className="float-left mb-3 w-full text-sm font-medium">{legend}</legend>
      <div className={cn('clear-both grid items-start gap-3', className)}>{children}</div>
      {note}
    </fieldset>
  );
}

/** A row's Remove: with its word beside the icon, or the icon alone where a row is one line. */
export function EditableListRemove({
  row,
  label,
  text,
  className,
}: {
  row: EditableRow;
  /** Names the row: "Remove resolver 2". */
  label: string;
  text?: string;
  className?: string;
}) {
  return <RemoveButton label={label} text={text} className={className} onClick={row.remove} />;
}

/** A row's Move up and Move down, each off at its end of the list. */
export function EditableListMoves({
  row,
  upLabel,
  downLabel,
}: {
  row: EditableRow;
  upLabel: string;
  downLabel: string;
}) {
  return (
    <>
      <Button
        ref={row.focusRef('up')}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={upLabel}
        disabled={row.first}
        onClick={() => row.move(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={row.focusRef('down')}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={downLabel}
        disabled={row.last}
        onClick={() => row.move(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
