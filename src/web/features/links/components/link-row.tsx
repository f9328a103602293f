import { CornerDownRight, Pencil, Shuffle, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Link } from '../../../../shared/links';
import { Button } from '../../../components/ui/button';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useUpdateLink } from '../api/update-link';
import { displayLink } from '../lib/display';
import { isPast } from '../../../lib/local-time';
import { CopyButton } from '../../../components/ui/copy-button';
import { DeleteLinkDialog } from './delete-link-dialog';
import { EditLinkDialog } from './edit-link-dialog';
import { QrButton } from './qr-dialog';
import { formatNumber } from '../../../lib/format';
import { RequestError } from '../../../components/feedback/request-error';
import { RemoveButton } from '../../../components/ui/remove-button';
import { DuplicateLinkButton } from './duplicate-link-button';
import { LinkOrganisation } from './link-organisation';

/** Link | clicks | created | status and actions, from lg up; stacked below. */
export const rowColumns = 'lg:grid-cols-[minmax(0,1fr)_5rem_8.5rem_22.5rem]';

interface LinkRowProps {
  link: Link;
  /** The link just created (?highlight=): marked, scrolled to, with copy and QR up front. */
  highlighted: boolean;
  canUseAlias: boolean;
  /** Offered /cloaking: the row links to this link's rules. */
  canTarget: boolean;
  /** The role may change links: the switch works, Edit, Duplicate and Delete are offered. */
  canEdit: boolean;
  dateFormat: Intl.DateTimeFormat;
  /** The name of the link's folder; null when it is in none (or the folders did not load). */
  folderName: string | null;
  /** Before the link, on every width: the row's checkbox when rows may be chosen. */
  leading?: ReactNode;
}

export function LinkRow({
  link,
  highlighted,
  canUseAlias,
  canTarget,
  canEdit,
  dateFormat,
  folderName,
  leading,
}: LinkRowProps) {
  const { t } = useTranslation();
  const ids = useId();
  const update = useUpdateLink();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const shown = displayLink(link.link);
  // The server's answer, or its time passed since (a cap is reached only by visits it counts).
  const expired = link.expired || isPast(link.expires_at);

  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <li
      ref={row}
      aria-current={highlighted ? 'true' : undefined}
      aria-labelledby={`${ids}-link`}
      className={cn(
        'grid scroll-mt-24 gap-3 p-4 lg:items-center lg:gap-x-6',
        rowColumns,
        highlighted && 'bg-accent/60 ring-2 ring-primary ring-inset',
      )}
    >
      <FirstCell leading={leading}>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <a
            id={`${ids}-link`}
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 rounded-sm font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {shown}
          </a>
          {highlighted && <Badge tone="new">{t('links.list.new')}</Badge>}
          {!link.is_active && <Badge tone="muted">{t('links.list.disabled')}</Badge>}
          {expired && <Badge tone="warning">{t('links.list.expired')}</Badge>}
          {link.preview && <Badge tone="muted">{t('links.list.previewBadge')}</Badge>}
          {link.has_password && <Badge tone="muted">{t('links.list.passwordBadge')}</Badge>}
        </div>
        {link.title && <p className="truncate text-sm font-medium">{link.title}</p>}
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <CornerDownRight className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t('links.list.destination')}</span>
          <span className="truncate" title={link.destination_url}>
            {link.destination_url}
          </span>
        </p>
        <LinkOrganisation folderName={folderName} tags={link.tags} />
      </FirstCell>

      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground lg:contents">
        <p className="lg:text-right">
          <span className="font-semibold text-foreground tabular-nums" data-testid="click-count">
            {formatNumber(link.click_count)}
          </span>{' '}
          <span className="lg:sr-only">{t('links.list.clickUnit', { count: link.click_count })}</span>
          {link.scan_count > 0 && (
            <span className="block text-xs" data-testid="scan-count">
              {t('links.list.scans', { count: link.scan_count, formatted: formatNumber(link.scan_count) })}
            </span>
          )}
        </p>
        <p>
          <span className="lg:sr-only">{t('links.list.created')} </span>
          <time dateTime={link.created_at}>{dateFormat.format(new Date(link.created_at))}</time>
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-2 lg:justify-end lg:gap-x-4">
        <div className="flex items-center gap-2">
          <Switch
            id={`${ids}-active`}
            checked={link.is_active}
            disabled={update.isPending || !canEdit}
            aria-label={t('links.list.activeLabel', { link: shown })}
            onCheckedChange={(checked) => update.mutate({ id: link.id, changes: { is_active: checked } })}
          />
          <label
            htmlFor={`${ids}-active`}
            className="text-sm text-muted-foreground lg:w-12"
            aria-hidden="true"
          >
            {link.is_active ? t('links.list.on') : t('links.list.off')}
          </label>
        </div>
        <div className="flex items-center gap-1">
          {!highlighted && <CopyButton value={link.link} label={t('links.copy.label', { link: shown })} />}
          {!highlighted && <QrButton link={link} iconOnly variant="ghost" />}
          {canTarget && (
            <Button asChild variant="ghost" size="icon">
              <RouterLink
                to={`/cloaking?link=${encodeURIComponent(link.id)}`}
                aria-label={t('links.list.rules', { link: shown })}
                title={t('links.list.rules', { link: shown })}
              >
                <Shuffle aria-hidden="true" />
              </RouterLink>
            </Button>
          )}
          {canEdit && (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('links.edit.open', { link: shown })}
                title={t('links.edit.open', { link: shown })}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <DuplicateLinkButton link={link} />
              <RemoveButton
                label={t('links.delete.open', { link: shown })}
                title={t('links.delete.open', { link: shown })}
                onClick={() => setDeleting(true)}
              />
            </>
          )}
        </div>
      </div>

      {highlighted && (
        <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-background p-3 sm:flex-row sm:items-center sm:justify-between lg:col-span-full">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('links.list.ready')}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyButton value={link.link} label={t('links.copy.label', { link: shown })} variant="default" />
            <QrButton link={link} />
          </div>
        </div>
      )}

      <RequestError request={update} fallback={t('links.list.toggleFailed')} className="lg:col-span-full" />

      {canEdit && (
        <>
          <EditLinkDialog link={link} canUseAlias={canUseAlias} open={editing} onOpenChange={setEditing} />
          <DeleteLinkDialog link={link} open={deleting} onOpenChange={setDeleting} />
        </>
      )}
    </li>
  );
}

/** The link, its title, destination, tags and folder; the row's checkbox before them when given. */
function FirstCell({ leading, children }: { leading: ReactNode; children: ReactNode }) {
  const cell = <div className="grid min-w-0 flex-1 gap-1">{children}</div>;
  if (leading === undefined || leading === null) return cell;
  return (
    <div className="flex min-w-0 items-start gap-3">
      {leading}
      {cell}
    </div>
  );
}

const badgeTones = {
  new: 'primary',
  muted: 'neutral',
  warning: 'warning',
} as const satisfies Record<string, BadgeTone>;

function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: string }) {
  return (
    <StatusBadge tone={badgeTones[tone]} outline={false}>
      {children}
    </StatusBadge>
  );
}
