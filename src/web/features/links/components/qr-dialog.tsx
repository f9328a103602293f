import { Download, QrCode } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { displayLink } from '../lib/display';

interface QrButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The full short URL the code encodes. */
  link: string;
  /** Names the downloaded files (qr-<code>.svg). */
  code: string;
  /** Show only the icon; the button is then named by aria-label. */
  iconOnly?: boolean;
}

/** Opens a dialog with the link's QR code and SVG and PNG downloads. */
export function QrButton({
  link,
  code,
  iconOnly = false,
  variant = 'outline',
  size = 'sm',
  className,
}: QrButtonProps) {
  const { t } = useTranslation();
  const label = t('links.qr.open', { link: displayLink(link) });
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
      <DialogContent closeLabel={t('links.dialog.close')} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('links.qr.title')}</DialogTitle>
          <DialogDescription className="break-all">{displayLink(link)}</DialogDescription>
        </DialogHeader>
        <QrImages link={link} code={code} />
      </DialogContent>
    </Dialog>
  );
}

interface Images {
  svg: string | null;
  png: string | null;
}

// Rendered only while the dialog is open, so codes are drawn on demand.
function QrImages({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<Images | null>(null);

  useEffect(() => {
    let current = true;
    const options = { margin: 2, width: 512, errorCorrectionLevel: 'M' } as const;
    void Promise.allSettled([
      QRCode.toString(link, { ...options, type: 'svg' }),
      // PNG needs a canvas; without one the SVG download still works.
      QRCode.toDataURL(link, options),
    ]).then(([svg, png]) => {
      if (!current) return;
      setImages({
        svg:
          svg.status === 'fulfilled'
            ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.value)}`
            : null,
        png: png.status === 'fulfilled' ? png.value : null,
      });
    });
    return () => {
      current = false;
    };
  }, [link]);

  const shown = images?.svg ?? images?.png ?? null;
  return (
    <div className="grid justify-items-center gap-4">
      {images === null ? (
        <Skeleton className="size-56" />
      ) : shown ? (
        <img
          src={shown}
          alt={t('links.qr.alt', { link: displayLink(link) })}
          className="size-56 rounded-md border border-border bg-white p-2"
        />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {t('links.qr.failed')}
        </p>
      )}
      <div className="flex w-full flex-wrap justify-center gap-2">
        {images?.svg && (
          <Button asChild variant="outline" size="sm">
            <a href={images.svg} download={`qr-${code}.svg`}>
              <Download aria-hidden="true" />
              {t('links.qr.downloadSvg')}
            </a>
          </Button>
        )}
        {images?.png && (
          <Button asChild variant="outline" size="sm">
            <a href={images.png} download={`qr-${code}.png`}>
              <Download aria-hidden="true" />
              {t('links.qr.downloadPng')}
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
