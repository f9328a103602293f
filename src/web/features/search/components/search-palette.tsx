import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Folder, LayoutGrid, Link2, Search, Tag, Zap } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchDebounceMs } from '../../../../shared/search';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { foldersQueryOptions } from '../../../lib/queries/folders';
import { tagsQueryOptions } from '../../../lib/queries/tags';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchLinks } from '../api/search-links';
import { searchActions, searchMenu, type MenuEntry, type PaletteAction } from '../lib/menu-entries';
import { matchNames } from '../lib/match-names';
import { displayLink, rankLinks } from '../lib/rank-links';

/** The empty palette's suggestions; they become the search text, so they match the menu's words. */
const hintQueries = ['shortlinks', 'dashboard', 'analytics', 'domains'] as const;

const groupClass =
  'pb-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages this user is offered; the palette never shows another. */
  menu: readonly MenuEntry[];
  /** What else it can do (switch the workspace), under their own headings after the pages. */
  actions?: readonly PaletteAction[];
}

export function SearchPalette({ open, onOpenChange, menu, actions = [] }: SearchPaletteProps) {
  const { t } = useTranslation();
  // The palette opens from a shortcut anywhere, with no Radix Trigger to return to, so closing
  // would drop focus on <body>; it goes back to whatever had it instead. A layout effect runs
  // before the dialog moves focus into itself.
  const returnFocus = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement;
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('palette.close')}
        aria-describedby={undefined}
        // Pinned near the top so the input stays put while results come and go.
        className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocus.current;
          if (target instanceof HTMLElement && target.isConnected) target.focus();
        }}
      >
        <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
        {/* Mounted only while open, so closing the palette also clears its search. */}
        <PaletteCommand menu={menu} actions={actions} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface PaletteCommandProps {
  menu: readonly MenuEntry[];
  actions: readonly PaletteAction[];
  /** Called after a result is chosen and navigated to. */
  onDone: () => void;
}

function PaletteCommand({ menu, actions, onDone }: PaletteCommandProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, searchDebounceMs);

  const typed = query.trim();
  // Clearing the text clears the results at once; otherwise they follow the text once typing pauses.
  const term = typed ? settled.trim() : '';
  const links = useSearchLinks(term);
  const linkResults = links.isError || !links.data ? [] : rankLinks(links.data.items, term);
  // The workspace's tags and folders are few and cached: the palette matches them here, read
  // once something is typed.
  const tags = useQuery({ ...tagsQueryOptions(), enabled: typed !== '' });
  const folders = useQuery({ ...foldersQueryOptions(), enabled: typed !== '' });
  const tagResults = matchNames(tags.data?.items ?? [], term);
  const folderResults = matchNames(folders.data?.items ?? [], term);
  const menuResults = searchMenu(term, menu);
  const actionResults = searchActions(term, actions);
  const actionGroups = [...new Set(actionResults.map((action) => action.group))];
  // The pause before the request is part of searching, so "no results" never flashes mid-word.
  const searching = typed !== '' && (typed !== term || links.isFetching);
  const nothingFound =
    typed !== '' &&
    !searching &&
    linkResults.length === 0 &&
    tagResults.length === 0 &&
    folderResults.length === 0 &&
    menuResults.length === 0 &&
    actionResults.length === 0;

  // The values in the order they are listed: links above pages, or the hint chips when empty.
  const listed =
    typed === ''
      ? hintQueries.map((hint) => `hint:${hint}`)
      : [
          ...linkResults.map((link) => `link:${link.id}`),
          ...tagResults.map((tag) => `tag:${tag.id}`),
          ...folderResults.map((folder) => `folder:${folder.id}`),
          ...menuResults.map((entry) => `menu:${entry.path}`),
          ...actionGroups.flatMap((heading) =>
            actionResults.filter((action) => action.group === heading).map((action) => `action:${action.id}`),
          ),
        ];
  // cmdk keeps its own selection when the items change under it (shouldFilter is off), so a refined
  // search could leave nothing selected and Enter would do nothing. The selection is held here and
  // goes back to the first listed result whenever the results change; the arrow keys move it between.
  const listedKey = listed.join('\n');
  const [selection, setSelection] = useState({ listedKey, value: listed[0] ?? '' });
  if (selection.listedKey !== listedKey) setSelection({ listedKey, value: listed[0] ?? '' });

  function choose(path: string) {
    void navigate(path);
    setQuery('');
    onDone();
  }

  function run(action: PaletteAction) {
    setQuery('');
    onDone();
    action.run();
  }

  return (
    <Command
      label={t('palette.label')}
      shouldFilter={false}
      value={selection.value}
      onValueChange={(value) => setSelection({ listedKey, value })}
      loop
      // Ctrl+K opens the palette; cmdk's vim bindings would also read it as "move up".
      vimBindings={false}
      className="flex flex-col"
    >
      {/* Room on the right for the dialog's close button. The line under the field shows its focus. */}
      <div className="flex items-center gap-2 border-b border-border pr-12 pl-3 has-[input:focus-visible]:border-ring has-[input:focus-visible]:shadow-[inset_0_-1px_0_var(--color-ring)]">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          ref={inputRef}
          value={query}
          onValueChange={setQuery}
          placeholder={t('palette.placeholder')}
          className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      <Command.List
        label={t('palette.results')}
        className="max-h-[300px] overflow-y-auto overscroll-contain p-2"
      >
        {typed === '' && (
          <Command.Group
            heading={t('palette.emptyTitle')}
            className={cn(
              groupClass,
              'py-4 text-center [&_[cmdk-group-heading]]:text-sm [&_[cmdk-group-items]]:flex [&_[cmdk-group-items]]:flex-wrap [&_[cmdk-group-items]]:justify-center [&_[cmdk-group-items]]:gap-2',
            )}
          >
            {hintQueries.map((hint) => (
              <Command.Item
                key={hint}
                value={`hint:${hint}`}
                onSelect={() => {
                  setQuery(hint);
                  // A click lands on the list; typing should go on in the input.
                  inputRef.current?.focus();
                }}
                className="cursor-pointer rounded-full border border-border bg-muted px-3 py-1 text-xs text-muted-foreground outline-none select-none data-[selected=true]:border-ring data-[selected=true]:text-foreground"
              >
                {hint}
              </Command.Item>
            ))}
          </Command.Group>
        )}

        {searching && (
          <Command.Loading
            label={t('palette.searching')}
            className="px-2 py-3 text-center text-sm text-muted-foreground"
          >
            {t('palette.searching')}
          </Command.Loading>
        )}

        {nothingFound && (
          <div role="status" className="grid gap-1 px-2 py-6 text-center text-sm">
            <p>{t('palette.noResults', { query: typed })}</p>
            <p className="text-muted-foreground">{t('palette.noResultsHint')}</p>
          </div>
        )}

        {linkResults.length > 0 && (
          <Command.Group heading={t('palette.linksHeading')} className={groupClass}>
            {linkResults.map((link) => (
              <Command.Item
                key={link.id}
                value={`link:${link.id}`}
                onSelect={() => choose(`/shortlinks?highlight=${encodeURIComponent(link.id)}`)}
                className={itemClass}
              >
                <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{link.title || displayLink(link.link)}</span>
                  <span className="truncate text-xs text-muted-foreground">{link.destination_url}</span>
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}

        {tagResults.length > 0 && (
          <Command.Group heading={t('palette.tagsHeading')} className={groupClass}>
            {tagResults.map((tag) => (
              <Command.Item
                key={tag.id}
                value={`tag:${tag.id}`}
                onSelect={() => choose(`/shortlinks?tags=${encodeURIComponent(tag.id)}`)}
                className={itemClass}
              >
                <Tag className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{tag.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {t('palette.linkCount', { count: tag.links })}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}

        {folderResults.length > 0 && (
          <Command.Group heading={t('palette.foldersHeading')} className={groupClass}>
            {folderResults.map((folder) => (
              <Command.Item
                key={folder.id}
                value={`folder:${folder.id}`}
                onSelect={() => choose(`/shortlinks?folder=${encodeURIComponent(folder.id)}`)}
                className={itemClass}
              >
                <Folder className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {t('palette.linkCount', { count: folder.links })}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}

        {menuResults.length > 0 && (
          <Command.Group heading={t('palette.menuHeading')} className={groupClass}>
            {menuResults.map((entry) => (
              <Command.Item
                key={entry.path}
                value={`menu:${entry.path}`}
                onSelect={() => choose(entry.path)}
                className={itemClass}
              >
                <LayoutGrid className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{entry.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{entry.category}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}

        {actionGroups.map((heading) => (
          <Command.Group key={heading} heading={heading} className={groupClass}>
            {actionResults
              .filter((action) => action.group === heading)
              .map((action) => (
                <Command.Item
                  key={action.id}
                  value={`action:${action.id}`}
                  onSelect={() => run(action)}
                  className={itemClass}
                >
                  <Zap className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{action.title}</span>
                  {action.hint && (
                    <span className="shrink-0 text-xs text-muted-foreground">{action.hint}</span>
                  )}
                </Command.Item>
              ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
