import { Command } from 'cmdk';
import { Plus } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { maxTagNameLength, maxTagsPerLink, type LinkTag } from '../../../../shared/link-tags';
import { TagChip, TagSwatch } from '../../../components/ui/tag-chip';
import { cn } from '../../../lib/cn';
import { compareText } from '../../../lib/format';

export interface TagPickerProps {
  /** Names the combobox ("Tags"). */
  label: string;
  placeholder: string;
  /** Under the field, read with it (what the field is for, or why the tags did not load). */
  hint?: string;
  /** Why the choice is refused (a server's field error). */
  error?: string;
  /** The tags on offer. */
  options: readonly LinkTag[];
  /** The chosen tags' ids, in the order chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The options are on their way. */
  loading?: boolean;
  disabled?: boolean;
  max?: number;
  /**
   * Offers "Create tag" when the typed name matches no tag: resolves with the new tag, which is then
   * chosen, or rejects with the sentence to show.
   */
  onCreate?: (name: string) => Promise<LinkTag>;
}

const createValue = 'create';
const optionValue = (id: string) => `tag:${id}`;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

/**
 * Chosen tags as removable chips over a combobox that lists the others, filtered by what is typed:
 * the arrows move through them, Enter chooses, Escape closes the list, Backspace in an empty field
 * takes the last chip off. With `onCreate`, a name no tag has becomes "Create tag “name”".
 */
export function TagPicker(props: TagPickerProps) {
  const { label, hint, error, value, disabled = false, max = maxTagsPerLink } = props;
  const { t } = useTranslation();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const picker = useTagPickerState(props, inputRef);
  const describedBy = [hint && `${ids}-hint`, error && `${ids}-error`, `${ids}-count`].filter(Boolean);

  return (
    <div className="grid min-w-0 content-start gap-2" onBlur={picker.closeWhenFocusLeaves}>
      {/* cmdk names its input with a label of its own, hidden; this is the same word, seen. */}
      <span aria-hidden="true" className="text-sm leading-none font-medium" onClick={picker.focusInput}>
        {label}
      </span>
      <ChosenTags tags={picker.chosen} disabled={disabled} onRemove={picker.remove} />
      <Command
        label={label}
        shouldFilter={false}
        loop
        vimBindings={false}
        value={picker.selection}
        onValueChange={picker.select}
        className="relative"
      >
        <Command.Input
          ref={inputRef}
          value={picker.text}
          onValueChange={picker.type}
          onClick={picker.open}
          onKeyDown={picker.onKeyDown}
          placeholder={props.placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.join(' ')}
          className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm"
        />
        <Command.List
          label={t('links.tagPicker.options', { label })}
          hidden={!picker.isOpen}
          // A press on an option must not take focus from the field, or the list would close first.
          onMouseDown={(event) => event.preventDefault()}
          className="mt-1 max-h-56 overflow-y-auto overscroll-contain rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <TagOptions picker={picker} loading={props.loading ?? false} full={value.length >= max} max={max} />
        </Command.List>
      </Command>
      <p id={`${ids}-count`} className="sr-only">
        {t('links.tagPicker.count', { count: value.length, max })}
      </p>
      {hint && (
        <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${ids}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {picker.announcement}
      </p>
    </div>
  );
}

function ChosenTags({
  tags,
  disabled,
  onRemove,
}: {
  tags: LinkTag[];
  disabled: boolean;
  onRemove: (tag: LinkTag) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('links.tagPicker.chosen')} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag.id} className="max-w-full min-w-0">
          <TagChip
            name={tag.name}
            color={tag.color}
            onRemove={disabled ? undefined : () => onRemove(tag)}
            removeLabel={t('links.tagPicker.remove', { name: tag.name })}
          />
        </li>
      ))}
    </ul>
  );
}

function TagOptions({
  picker,
  loading,
  full,
  max,
}: {
  picker: TagPickerState;
  loading: boolean;
  full: boolean;
  max: number;
}) {
  const { t } = useTranslation();
  const note = (text: string) => <p className="px-2 py-1.5 text-sm text-muted-foreground">{text}</p>;
  if (full) return note(t('links.tagPicker.max', { count: max }));
  if (loading) return note(t('links.tagPicker.loading'));
  const typed = picker.text.trim();
  return (
    <>
      {picker.offered.map((tag) => (
        <Command.Item
          key={tag.id}
          value={optionValue(tag.id)}
          onSelect={() => picker.choose(tag)}
          className={itemClass}
        >
          <TagSwatch color={tag.color} />
          <span className="min-w-0 truncate">{tag.name}</span>
        </Command.Item>
      ))}
      {picker.creatable && (
        <Command.Item
          value={createValue}
          onSelect={() => void picker.create(typed)}
          disabled={picker.creating}
          className={cn(itemClass, 'font-medium')}
        >
          <Plus className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {picker.creating
              ? t('links.tagPicker.creating', { name: typed })
              : t('links.tagPicker.create', { name: typed })}
          </span>
        </Command.Item>
      )}
      {picker.offered.length === 0 &&
        !picker.creatable &&
        note(typed ? t('links.tagPicker.noMatch', { query: typed }) : t('links.tagPicker.none'))}
    </>
  );
}

type TagPickerState = ReturnType<typeof useTagPickerState>;

/** What the picker knows between renders: the typed text, the list's state, the highlighted option. */
function useTagPickerState(
  { options, value, onChange, onCreate, disabled = false, max = maxTagsPerLink }: TagPickerProps,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Tags made here show by name before the list of tags is read again.
  const [made, setMade] = useState<LinkTag[]>([]);

  const known = new Map([...made, ...options].map((tag) => [tag.id, tag]));
  const chosen = value.map(
    (id): LinkTag => known.get(id) ?? { id, name: t('links.tagPicker.unknown'), color: 'gray' },
  );
  const typed = text.trim();
  const lowered = typed.toLowerCase();
  const offered = [...known.values()]
    .filter((tag) => !value.includes(tag.id) && tag.name.toLowerCase().includes(lowered))
    .sort((a, b) => compareText(a.name, b.name));
  const creatable =
    onCreate !== undefined &&
    typed !== '' &&
    typed.length <= maxTagNameLength &&
    value.length < max &&
    ![...known.values()].some((tag) => tag.name.toLowerCase() === lowered);

  // cmdk keeps its highlight when the options change under it (its filtering is off here), which
  // could leave nothing for Enter to choose: the first option is highlighted whenever they change.
  const listed = [...offered.map((tag) => optionValue(tag.id)), ...(creatable ? [createValue] : [])];
  const listedKey = listed.join('\n');
  const [selection, setSelection] = useState({ listedKey, value: listed[0] ?? '' });
  if (selection.listedKey !== listedKey) setSelection({ listedKey, value: listed[0] ?? '' });

  // cmdk marks its input expanded whatever it shows; this says whether the list is open. React
  // leaves the attribute alone afterwards, as cmdk's own value for it never changes.
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('aria-expanded', String(isOpen));
  }, [isOpen, inputRef]);

  const choose = (tag: LinkTag) => {
    if (value.includes(tag.id) || value.length >= max) return;
    onChange([...value, tag.id]);
    setText('');
    setAnnouncement(t('links.tagPicker.added', { name: tag.name }));
  };

  const remove = (tag: LinkTag) => {
    onChange(value.filter((id) => id !== tag.id));
    setAnnouncement(t('links.tagPicker.removed', { name: tag.name }));
    // The chip's button goes with it: focus stays in the picker.
    inputRef.current?.focus();
  };

  const create = async (name: string) => {
    if (!onCreate || creating) return;
    setCreating(true);
    try {
      const tag = await onCreate(name);
      setMade((current) => [...current, tag]);
      choose(tag);
    } catch {
      // The caller shows why (under the field); the typed name stays to correct.
    } finally {
      setCreating(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && isOpen) {
      setOpen(false);
    } else if (event.key === 'Enter' && !isOpen) {
      // Nothing is offered while the list is closed: Enter is the form's again, not cmdk's choice.
      event.stopPropagation();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !isOpen) {
      // Opening shows the first option highlighted: cmdk must not also move past it.
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Backspace' && text === '' && chosen.length > 0) {
      remove(chosen[chosen.length - 1]!);
    }
  };

  return {
    text,
    isOpen,
    creating,
    announcement,
    chosen,
    offered,
    creatable,
    selection: selection.value,
    select: (next: string) => setSelection({ listedKey, value: next }),
    type: (next: string) => {
      setText(next);
      if (!disabled) setOpen(true);
    },
    open: () => setOpen(!disabled),
    focusInput: () => inputRef.current?.focus(),
    closeWhenFocusLeaves: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown,
    choose,
    remove,
    create,
  };
}
