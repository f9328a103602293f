import { Download, QrCode } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Link } from '../../../../shared/links';
import {
  defaultQrDesign,
  qrDesignSchema,
  qrImageQuery,
  qrMarginRange,
  qrSizeRange,
  uploadedLogoPattern,
  type QrDesign,
} from '../../../../shared/qr-code';
import { Button, type ButtonProps } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { DownloadLink } from '../../../components/ui/download-link';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useRoleAtLeast, useWorkspace } from '../../../lib/queries/workspace';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQrPreview, useSaveQrDesign, useUploadQrLogo } from '../api/link-qr';
import { displayLink } from '../lib/display';
import { qrLogoAccept, readQrLogo } from '../lib/qr-logo-file';

// A link's QR code (ADR 0032): colours, logo, size and margin, drawn by the server as the editor
// changes them; downloads take what is shown, saved or not, and Save keeps it for the link.

interface QrButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  link: Link;
  /** Show only the icon; the button is then named by aria-label. */
  iconOnly?: boolean;
}

/** Opens the link's QR code: its design, a preview, SVG and PNG downloads. */
export function QrButton({
  link,
  iconOnly = false,
  variant = 'outline',
  size = 'sm',
  className,
}: QrButtonProps) {
  const { t } = useTranslation();
  const label = t('links.qr.open', { link: displayLink(link.link) });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant={variant}
          size={iconOnly ? 'icon' : size}
          className={className}
          aria-label={label}
          title={iconOnly ? label : undefined}
        >
          <QrCode aria-hidden="true" />
          {!iconOnly && t('links.qr.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('links.dialog.close')}
        className="max-h-[95dvh] overflow-y-auto sm:max-w-2xl"
      >
        <DialogHeader>
          <DialogTitle>{t('links.qr.title')}</DialogTitle>
          <DialogDescription className="break-all">{displayLink(link.link)}</DialogDescription>
        </DialogHeader>
        <QrDesigner link={link} />
      </DialogContent>
    </Dialog>
  );
}

const qrFormats = ['svg', 'png'] as const;
/** The design's name for the workspace's own logo. */
const workspaceLogoChoice = 'workspace';

/** How the editor holds the numbers: as typed, so that a half-typed size is not thrown away. */
interface Draft extends Omit<QrDesign, 'size' | 'margin'> {
  size: string;
  margin: string;
}

const draftOf = (design: QrDesign): Draft => ({
  ...design,
  size: String(design.size),
  margin: String(design.margin),
});

// Rendered only while the dialog is open, so the code is drawn on demand.
function QrDesigner({ link }: { link: Link }) {
  const { t } = useTranslation();
  const saved = link.qr ?? defaultQrDesign;
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [savedNow, setSavedNow] = useState<QrDesign>(saved);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const mayEdit = useRoleAtLeast('member');
  const workspaceLogo = useWorkspace().data?.logo ?? null;
  const save = useSaveQrDesign(link.id);

  const checked = useMemo(
    () =>
      qrDesignSchema.safeParse({
        ...draft,
        size: draft.size.trim() === '' ? Number.NaN : Number(draft.size),
        margin: draft.margin.trim() === '' ? Number.NaN : Number(draft.margin),
      }),
    [draft],
  );
  const design = checked.success ? checked.data : null;
  const errors: FieldErrors = { ...(checked.success ? {} : zodFieldErrors(checked.error)), ...serverErrors };
  // The last design that could be drawn stays shown while the next one is typed.
  const [lastValid, setLastValid] = useState<QrDesign>(saved);
  if (design !== null && JSON.stringify(design) !== JSON.stringify(lastValid)) setLastValid(design);
  const shown = useDebouncedValue(lastValid, 250);
  const preview = useQrPreview(link.id, shown);
  const dirty = design === null || JSON.stringify(design) !== JSON.stringify(savedNow);

  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setServerErrors({});
    setStatus(null);
  };

  const submit = () => {
    if (design === null) return;
    save.mutate(design, {
      onSuccess: (stored) => {
        setSavedNow(stored);
        setStatus(t('links.qr.saved'));
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setServerErrors(fields);
        if (Object.keys(fields).length === 0) setStatus(errorText(error, t('links.qr.saveFailed'), t));
      },
    });
  };

  const previewProblem = preview.isError ? errorText(preview.error, t('links.qr.failed'), t) : null;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="grid content-start gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField
            label={t('links.qr.foreground')}
            value={draft.foreground}
            error={errors.foreground}
            onChange={(foreground) => set({ foreground })}
          />
          <ColourField
            label={t('links.qr.background')}
            value={draft.background}
            error={errors.background}
            onChange={(background) => set({ background })}
          />
        </div>
        <LogoChoice
          logo={draft.logo}
          workspaceLogo={workspaceLogo}
          error={errors.logo}
          onChange={(logo) => set({ logo })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('links.qr.size')} hint={t('links.qr.sizeHint', qrSizeRange)} error={errors.size}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={qrSizeRange.min}
                max={qrSizeRange.max}
                step={1}
                value={draft.size}
                onChange={(event) => set({ size: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('links.qr.margin')} hint={t('links.qr.marginHint')} error={errors.margin}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={qrMarginRange.min}
                max={qrMarginRange.max}
                step={1}
                value={draft.margin}
                onChange={(event) => set({ margin: event.target.value })}
              />
            )}
          </Field>
        </div>
        <p className="text-xs text-muted-foreground">{t('links.qr.scanHint')}</p>
      </div>
      {/* On a phone the code comes first: what the choices below change. */}
      <div className="order-first grid content-start justify-items-center gap-3 md:order-none">
        {previewProblem ? (
          <p role="alert" className="text-sm text-destructive">
            {previewProblem}
          </p>
        ) : preview.data === undefined ? (
          <Skeleton className="size-56" />
        ) : (
          <img
            src={preview.data}
            alt={t('links.qr.alt', { link: displayLink(link.link) })}
            aria-busy={preview.isFetching || undefined}
            className="size-56 rounded-md border border-border"
          />
        )}
        <div className="flex w-full flex-wrap justify-center gap-2">
          {qrFormats.map((format) =>
            design === null ? (
              <Button key={format} type="button" variant="outline" size="sm" disabled>
                <Download aria-hidden="true" />
                {t(format === 'svg' ? 'links.qr.downloadSvg' : 'links.qr.downloadPng')}
              </Button>
            ) : (
              <Button key={format} asChild variant="outline" size="sm">
                <DownloadLink
                  href={`/api/links/${encodeURIComponent(link.id)}/qr?${qrImageQuery(design, format, true)}`}
                >
                  <Download aria-hidden="true" />
                  {t(format === 'svg' ? 'links.qr.downloadSvg' : 'links.qr.downloadPng')}
                </DownloadLink>
              </Button>
            ),
          )}
        </div>
        {mayEdit && (
          <Button type="button" onClick={submit} disabled={design === null || !dirty || save.isPending}>
            {save.isPending ? t('links.qr.saving') : t('links.qr.save')}
          </Button>
        )}
        <p role="status" className="min-h-5 text-center text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </div>
  );
}

/** A colour as #rrggbb, typed or picked. */
function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const picked = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t('links.qr.pick', { colour: label })}
            value={picked}
            onChange={(event) => onChange(event.target.value)}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <Input
            {...control}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

/** None, the workspace's logo (when it has one), or one uploaded for the code. */
function LogoChoice({
  logo,
  workspaceLogo,
  error,
  onChange,
}: {
  logo: string | null;
  workspaceLogo: string | null;
  error: string | undefined;
  onChange: (logo: string | null) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const fileId = useId();
  const upload = useUploadQrLogo();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(
    logo !== null && uploadedLogoPattern.test(logo) ? logo : null,
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileProblem(null);
    const read = await readQrLogo(file);
    if ('problem' in read) {
      setFileProblem(t(`links.qr.file.${read.problem}`));
      return;
    }
    upload.mutate(read.upload, {
      onSuccess: (stored) => {
        setUploaded(stored.logo);
        onChange(stored.logo);
      },
      onError: (failure) =>
        setFileProblem(
          serverFieldErrors(failure).data_base64 ?? errorText(failure, t('links.qr.file.failed'), t),
        ),
    });
  };

  const option = (value: string | null, label: string, disabled = false) => (
    <label className="flex items-center gap-2 text-sm has-[:disabled]:opacity-50">
      <input
        type="radio"
        name={name}
        checked={logo === value}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
  const problem = fileProblem ?? error;
  return (
    <fieldset className="grid gap-2" aria-describedby={problem ? `${fileId}-problem` : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('links.qr.logo')}</legend>
      {option(null, t('links.qr.logoNone'))}
      {option(
        workspaceLogoChoice,
        t('links.qr.logoWorkspace'),
        workspaceLogo === null && logo !== workspaceLogoChoice,
      )}
      {workspaceLogo === null && (
        <p className="ms-6 text-xs text-muted-foreground">{t('links.qr.noWorkspaceLogo')}</p>
      )}
      {uploaded !== null && option(uploaded, t('links.qr.logoUploaded'))}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={fileId}
          type="file"
          accept={qrLogoAccept}
          className="sr-only"
          onChange={(event) => void choose(event)}
        />
        <Button asChild type="button" variant="outline" size="sm">
          <label htmlFor={fileId}>{upload.isPending ? t('links.qr.uploading') : t('links.qr.upload')}</label>
        </Button>
        <p className="text-xs text-muted-foreground">{t('links.qr.logoHint')}</p>
      </div>
      {problem && (
        <p id={`${fileId}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
