import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { moved } from '../lib/draft';
import { RemoveButton } from '../../../components/ui/remove-button';

interface SortableListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** "Rule 2": names each item for its buttons and the announcement after a move. */
  labelOf: (index: number) => string;
  /** The number shown beside each item, as its label numbers it; its place in the list by default. */
  numberOf?: (index: number) => number;
  label: string;
  /** The list after a move or a removal. */
  onChange: (items: T[]) => void;
  children: (item: T, index: number) => ReactNode;
}

/**
 * An ordered list the user can reorder three ways: the move buttons, Alt+Arrow keys anywhere in an
 * item, or dragging its handle (native HTML5 drag: no drag library is in the project).
 */
export function SortableList<T>({
  items,
  keyOf,
  labelOf,
  numberOf = (index) => index + 1,
  label,
  onChange,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length) return;
    onChange(moved(items, from, to));
    setAnnouncement(
      t('targeting.order.moved', { item: labelOf(from), position: to + 1, count: items.length }),
    );
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setOver(null);
  }

  return (
    <>
      <ol aria-label={label} className="grid gap-3">
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            aria-label={labelOf(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => onDrop(event, index)}
            className={cn(
              'grid gap-3 rounded-lg border border-border bg-background p-3 sm:grid-cols-[auto_minmax(0,1fr)]',
              dragged === index && 'opacity-50',
              over === index && dragged !== index && 'ring-2 ring-primary',
            )}
          >
            <div className="flex items-center gap-1 sm:flex-col sm:items-center">
              <span
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  // Firefox starts a drag only when some data is set.
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragged(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                title={t('targeting.order.drag')}
                className="flex size-9 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-accent active:cursor-grabbing"
              >
                <GripVertical className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-6 text-center text-sm font-semibold tabular-nums" aria-hidden="true">
                {numberOf(index)}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === 0}
                aria-label={t('targeting.order.up', { item: labelOf(index) })}
                title={t('targeting.order.upHint')}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={index === items.length - 1}
                aria-label={t('targeting.order.down', { item: labelOf(index) })}
                title={t('targeting.order.downHint')}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <RemoveButton
                label={t('targeting.order.remove', { item: labelOf(index) })}
                title={t('targeting.order.remove', { item: labelOf(index) })}
                className="ml-auto sm:ml-0"
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              />
            </div>
            <div className="grid min-w-0 gap-3">{children(item, index)}</div>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
