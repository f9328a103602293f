import { ImageOff, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { imageAccept } from '../lib/image-file';

interface ImageFieldProps {
  /** The brand key, also the input's name (focus goes to it when refused). */
  name: 'brand_logo' | 'favicon_url';
  label: string;
  /** The upload and remove buttons' names ("Upload logo"). */
  uploadLabel: string;
  removeLabel: string;
  value: string;
  error: string | undefined;
  /** A file was uploaded and saved just now. */
  uploaded: boolean;
  uploading: boolean;
  onChange: (value: string) => void;
  onFile: (file: File) => void;
}

/** A logo or favicon: the URL of an image, or a file uploaded at once (and saved with it). */
export function ImageField({
  name,
  label,
  uploadLabel,
  removeLabel,
  value,
  error,
  uploaded,
  uploading,
  onChange,
  onFile,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Field label={label} hint={t('brand.settings.imageHint')} error={error} announceError>
      {(control) => (
        <div className="grid gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <Thumbnail url={value} label={label} />
            <Input
              {...control}
              name={name}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className="min-w-0 flex-1"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={imageAccept}
              // Reached through the button below, which names what it does.
              hidden
              tabIndex={-1}
              aria-hidden="true"
              data-testid={`${name}-file`}
              onChange={chosen}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <Upload aria-hidden="true" />
              {uploading ? t('brand.settings.uploading') : uploadLabel}
            </Button>
            {value !== '' && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
                {removeLabel}
              </Button>
            )}
          </div>
          {uploaded && (
            <p role="status" className="text-sm text-success">
              {t('brand.settings.uploaded')}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}

/** The image as the URL shows it now (once typing stops), or why there is none. */
function Thumbnail({ url, label }: { url: string; label: string }) {
  const settled = useDebouncedValue(url.trim(), 400);
  return (
    <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {settled ? (
        <ThumbnailImage key={settled} url={settled} label={label} />
      ) : (
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
    </span>
  );
}

function ThumbnailImage({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span role="img" aria-label={t('brand.settings.imageFailed', { name: label })}>
        <ImageOff className="size-5 text-destructive" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={t('brand.settings.imageAlt', { name: label })}
      className="size-full object-contain"
      onError={() => setFailed(true)}
    />
  );
}
