import { ArrowRight, Link2Off, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isLinkGone, useLinkPreview } from '../api/get-link-preview';
import { displayLink, isWebUrl } from '../lib/display';
import { errorText } from '../../../lib/api-errors';

/**
 * The interstitial of a link with a preview page: where it leads, then Continue or Cancel. The
 * destination always comes from the server by link id; nothing in the address bar can set it.
 */
export function SafeRedirectView({ linkId }: { linkId: string | null }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {linkId ? <Preview linkId={linkId} /> : <Unavailable />}
    </div>
  );
}

function Preview({ linkId }: { linkId: string }) {
  const { t } = useTranslation();
  const preview = useLinkPreview(linkId);

  if (preview.isPending) {
    return (
      <Card role="status">
        <span className="sr-only">{t('safeRedirect.loading')}</span>
        <CardHeader>
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-40" />
        </CardContent>
      </Card>
    );
  }

  if (preview.isError) {
    if (isLinkGone(preview.error)) return <Unavailable />;
    return (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl tracking-tight">{t('safeRedirect.title')}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Alert tone="error">{errorText(preview.error, t('safeRedirect.loadFailed'), t)}</Alert>
          <div>
            <Button variant="outline" onClick={() => void preview.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  const { destination_url: destination, title, link } = preview.data;
  // The server only stores http(s) destinations; anything else is never made clickable.
  const safe = isWebUrl(destination);
  const host = safe ? new URL(destination).host : null;

  return (
    <Card>
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl tracking-tight">{t('safeRedirect.title')}</h1>
        </CardTitle>
        <CardDescription>
          {host ? t('safeRedirect.leadingTo', { host }) : t('safeRedirect.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          {title && (
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('safeRedirect.pageTitle')}</dt>
              <dd className="font-medium break-words">{title}</dd>
            </div>
          )}
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('safeRedirect.destination')}</dt>
            <dd className="font-mono break-all" data-testid="destination">
              {destination}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('safeRedirect.shortLink')}</dt>
            <dd className="break-all">{displayLink(link)}</dd>
          </div>
        </dl>
        {!safe && <Alert tone="error">{t('safeRedirect.notWeb')}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <CancelButton label={t('safeRedirect.cancel')} />
          {safe && (
            <Button asChild>
              <a href={destination} rel="noopener noreferrer">
                {t('safeRedirect.continue')}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Link2Off className="size-5" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl tracking-tight">{t('safeRedirect.unavailableTitle')}</h1>
        </CardTitle>
        <CardDescription>{t('safeRedirect.unavailableDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CancelButton label={t('safeRedirect.goBack')} />
      </CardContent>
    </Card>
  );
}

/** Back where the visitor came from; home when this page opened a fresh tab. */
function CancelButton({ label }: { label: string }) {
  if (window.history.length <= 1) {
    // Home is the landing page, its own document (landing.html): a plain link, a full page load.
    return (
      <Button asChild variant="outline">
        <a href="/">{label}</a>
      </Button>
    );
  }
  return (
    <Button variant="outline" onClick={() => window.history.back()}>
      {label}
    </Button>
  );
}
