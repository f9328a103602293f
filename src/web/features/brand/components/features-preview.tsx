import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLandingFeaturesPreview } from '../api/preview-landing-features';

/** The landing features as the server will store them (sanitised), once typing stops. */
export function FeaturesPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const settled = useDebouncedValue(html, 400);
  const preview = useLandingFeaturesPreview(settled);
  const empty = settled.trim() === '';

  return (
    <div role="group" aria-labelledby={titleId} className="grid gap-2">
      <p id={titleId} className="text-sm font-medium">
        {t('brand.settings.featuresPreview')}
      </p>
      <div className="min-w-0 rounded-lg border border-dashed border-border bg-background p-4">
        {empty ? (
          <p className="text-sm text-muted-foreground">{t('brand.settings.featuresEmpty')}</p>
        ) : preview.isError ? (
          <Alert tone="error">
            <p>{t('brand.settings.featuresPreviewFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void preview.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : preview.data === undefined ? (
          <LoadingStatus label={t('brand.settings.featuresPreviewLoading')} className="grid gap-2">
            <SkeletonBars barClassName={['h-5 w-1/2', 'h-4 w-full']} />
          </LoadingStatus>
        ) : (
          <div
            className="rich-content break-words"
            // SECURITY: only the answer of POST /api/admin/brand/features-preview is rendered here:
            // the server's sanitising of the typed HTML, the same as it stores. Never the typed text.
            dangerouslySetInnerHTML={{ __html: preview.data }}
          />
        )}
      </div>
    </div>
  );
}
