import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  socialDescriptionMax,
  socialTitleMax,
  uploadedImagePattern,
  type SocialPreview,
  type SocialPreviewInput,
} from '../../../../shared/social-preview';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SwitchField } from '../../../components/ui/switch-field';
import { textareaClass } from '../../../components/ui/textarea-class';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useUploadPreviewImage } from '../api/upload-preview-image';
import { previewImageAccept, readPreviewImage } from '../lib/preview-image-file';

// A link's social preview as the owner edits it (ADR 0031): on or off, a title, a description and
// an image (a URL, or an upload the server cuts to 1200x630), and the card a share would show.
// Parts left empty are filled from the destination's own tags when the link is saved.

export interface SocialDraft {
  on: boolean;
  title: string;
  description: string;
  /** As a link stores it: an https URL, or upload:<id>. */
  image: string;
  /** Where an uploaded image is shown from; null: the typed URL is shown. */
  uploadedUrl: string | null;
}

export function socialDraftOf(preview: SocialPreview | null): SocialDraft {
  return {
    on: preview !== null,
    title: preview?.title ?? '',
    description: preview?.description ?? '',
    image: preview?.image ?? '',
    uploadedUrl: preview?.image && uploadedImagePattern.test(preview.image) ? preview.image_url : null,
  };
}

/** What the API takes for the draft: null when it is off. */
export function socialInputOf(draft: SocialDraft): SocialPreviewInput | null {
  if (!draft.on) return null;
  return {
    title: draft.title.trim() || null,
    description: draft.description.trim() || null,
    image: draft.image.trim() || null,
  };
}

interface SocialPreviewFieldsProps {
  draft: SocialDraft;
  onChange: (draft: SocialDraft) => void;
  allowed: boolean;
  /** The short link's domain, as the card shows it. */
  domain: string;
  errors: FieldErrors;
  /** Why the destination's tags could not fill the last save's empty parts. */
  problem?: string | null;
}

export function SocialPreviewFields({
  draft,
  onChange,
  allowed,
  domain,
  errors,
  problem,
}: SocialPreviewFieldsProps) {
  const { t } = useTranslation();
  const upload = useUploadPreviewImage();
  const fileId = useId();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const set = (change: Partial<SocialDraft>) => onChange({ ...draft, ...change });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileProblem(null);
    const read = await readPreviewImage(file);
    if ('problem' in read) {
      setFileProblem(t(`links.social.file.${read.problem}`));
      return;
    }
    upload.mutate(read.upload, {
      onSuccess: (stored) => set({ image: stored.image, uploadedUrl: stored.image_url }),
      onError: (error) =>
        setFileProblem(
          serverFieldErrors(error).data_base64 ?? errorText(error, t('links.social.file.failed'), t),
        ),
    });
  };

  const typedImage = draft.image.trim();
  const uploaded = draft.uploadedUrl !== null && uploadedImagePattern.test(draft.image);
  const shownImage = uploaded ? draft.uploadedUrl : /^https:\/\//i.test(typedImage) ? typedImage : null;
  return (
    <div className="grid gap-4">
      <SwitchField
        label={t('links.social.toggle')}
        hint={allowed ? t('links.social.toggleHint') : t('links.social.notInPlan')}
        checked={draft.on}
        onCheckedChange={(on) => set({ on })}
        disabled={!allowed && !draft.on}
      />
      {errors.social_preview && <p className="text-sm text-destructive">{errors.social_preview}</p>}
      {draft.on && (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
          <div className="grid content-start gap-4">
            <FormField
              label={t('links.social.title')}
              labelNote={t('links.form.optional')}
              error={errors['social_preview.title']}
              maxLength={socialTitleMax}
              value={draft.title}
              onChange={(event) => set({ title: event.target.value })}
            />
            <Field
              label={t('links.social.description')}
              labelNote={t('links.form.optional')}
              error={errors['social_preview.description']}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={socialDescriptionMax}
                  className={textareaClass}
                  value={draft.description}
                  onChange={(event) => set({ description: event.target.value })}
                />
              )}
            </Field>
            <FormField
              label={t('links.social.image')}
              labelNote={t('links.form.optional')}
              hint={t('links.social.imageHint')}
              error={errors['social_preview.image'] ?? fileProblem ?? undefined}
              type="url"
              inputMode="url"
              spellCheck={false}
              value={uploaded ? '' : draft.image}
              placeholder={uploaded ? t('links.social.uploaded') : 'https://'}
              onChange={(event) => set({ image: event.target.value, uploadedUrl: null })}
            />
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={fileId}
                type="file"
                accept={previewImageAccept}
                className="sr-only"
                onChange={(event) => void choose(event)}
              />
              <Button asChild type="button" variant="outline" size="sm">
                <label htmlFor={fileId}>
                  {upload.isPending ? t('links.social.uploading') : t('links.social.upload')}
                </label>
              </Button>
              <p className="text-xs text-muted-foreground">{t('links.social.fillHint')}</p>
            </div>
            {problem && (
              <p className="text-sm text-muted-foreground">{t('links.social.problem', { problem })}</p>
            )}
          </div>
          <PreviewCard
            domain={domain}
            title={draft.title}
            description={draft.description}
            image={shownImage}
          />
        </div>
      )}
    </div>
  );
}

/** The card a share shows, as the networks lay it out: image, domain, title, description. */
function PreviewCard({
  domain,
  title,
  description,
  image,
}: {
  domain: string;
  title: string;
  description: string;
  image: string | null;
}) {
  const { t } = useTranslation();
  return (
    <figure
      aria-label={t('links.social.card')}
      className="overflow-hidden rounded-lg border border-border bg-muted/30"
    >
      {image ? (
        <img src={image} alt="" className="aspect-[1200/630] w-full object-cover" />
      ) : (
        <div className="grid aspect-[1200/630] place-items-center bg-muted text-xs text-muted-foreground">
          {t('links.social.noImage')}
        </div>
      )}
      <figcaption className="grid gap-1 p-3">
        <span className="text-xs uppercase text-muted-foreground">{domain}</span>
        <span className="line-clamp-2 font-medium">{title.trim() || t('links.social.fromDestination')}</span>
        {description.trim() && (
          <span className="line-clamp-2 text-sm text-muted-foreground">{description}</span>
        )}
      </figcaption>
    </figure>
  );
}
