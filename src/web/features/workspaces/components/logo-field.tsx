import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { workspaceLogoSchema } from '../../../../shared/workspaces';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { readAsDataUrl } from '../lib/logo-file';
import { logoMaxBytes, logoTypes } from '../lib/settings-form';
import { WorkspaceAvatar } from './workspace-avatar';

interface LogoFieldProps {
  /** The workspace's name: the preview's initial and its description. */
  name: string;
  /** The logo as a data URL; null: none. */
  value: string | null;
  error: string | undefined;
  /** The server's refusal: announced as it arrives. */
  announceError?: boolean;
  /** Below admin: the logo is shown, not changed. */
  readOnly: boolean;
  onChange: (value: string | null) => void;
  /** A chosen file that cannot be a logo (type, size): why, to show at the field. */
  onRefused: (why: string) => void;
}

const fileClass =
  'block w-full min-w-0 cursor-pointer rounded-md border border-input bg-background text-sm text-muted-foreground shadow-xs outline-none file:mr-3 file:h-9 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

/** The workspace's logo: a preview, an image file chosen (read here as a data URL), and removal. */
export function LogoField({
  name,
  value,
  error,
  announceError,
  readOnly,
  onChange,
  onRefused,
}: LogoFieldProps) {
  const { t } = useTranslation();
  const previewId = useId();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (!file) return;
    if (!(logoTypes as readonly string[]).includes(file.type)) {
      onRefused(t('workspaces.settings.logoType'));
      return;
    }
    if (file.size > logoMaxBytes) {
      onRefused(t('workspaces.settings.logoSize'));
      return;
    }
    try {
      const url = await readAsDataUrl(file);
      const parsed = workspaceLogoSchema.safeParse(url);
      if (parsed.success) onChange(parsed.data);
      else onRefused(t('workspaces.settings.logoSize'));
    } catch {
      onRefused(t('workspaces.settings.logoUnread'));
    }
  };

  const preview = (
    <div className="flex items-center gap-3">
      {value ? (
        <img
          src={value}
          alt={t('workspaces.settings.logoAlt', { name })}
          className="size-16 shrink-0 rounded-lg border border-border bg-background object-cover"
        />
      ) : (
        <WorkspaceAvatar name={name} logo={null} className="size-16 rounded-lg text-2xl" />
      )}
      <p id={previewId} className="text-sm text-muted-foreground">
        {value ? t('workspaces.settings.logoSet') : t('workspaces.settings.logoNone')}
      </p>
    </div>
  );

  if (readOnly) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('workspaces.fields.logo')}</p>
        {preview}
      </div>
    );
  }

  return (
    <Field
      label={t('workspaces.fields.logo')}
      hint={t('workspaces.fields.logoHint')}
      error={error}
      announceError={announceError}
    >
      {(control) => (
        <div className="grid gap-3">
          {preview}
          <div className="flex flex-wrap items-center gap-2">
            <input
              {...control}
              type="file"
              name="logo"
              accept={logoTypes.join(',')}
              className={cn(fileClass, 'sm:max-w-sm')}
              onChange={(event) => void chosen(event)}
            />
            {value && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                {t('workspaces.settings.removeLogo')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
