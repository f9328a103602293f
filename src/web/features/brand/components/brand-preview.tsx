import { LayoutDashboard } from 'lucide-react';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../../shared/brand';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { brandTheme } from '../lib/theme';

interface BrandPreviewProps {
  brand: Brand;
  /** The sidebar's own brand mark (logo or initial, and the name), drawn for `brand`. */
  mark: (brand: Brand) => ReactNode;
}

/**
 * The sidebar's header and the landing page's hero as the typed settings would show them, themed
 * by the typed accent (the same variables the app gets, set on this box only) in the theme shown
 * now. Nothing in it is a control: it is a picture of the pages.
 */
export function BrandPreview({ brand, mark }: BrandPreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const themed = brandTheme(brand.brand_accent_color).variables as CSSProperties;
  return (
    // `brand-themed`: styles.css reads this box's own --brand-* for its tokens, in either theme.
    <div style={themed} className="brand-themed grid gap-4">
      <figure aria-labelledby={`${id}-sidebar`} className="grid gap-2">
        <figcaption id={`${id}-sidebar`} className="text-sm font-medium">
          {t('brand.preview.sidebar')}
        </figcaption>
        <div className="overflow-hidden rounded-lg border border-border bg-background">
          <div className="flex h-14 items-center border-b border-border px-4">{mark(brand)}</div>
          <div className="grid gap-1 p-3">
            <span className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {t('common.dashboard')}
            </span>
            <span className={cn(buttonVariants({ size: 'sm' }), 'mt-2 w-full')}>{t('common.create')}</span>
          </div>
        </div>
      </figure>

      <figure aria-labelledby={`${id}-landing`} className="grid gap-2">
        <figcaption id={`${id}-landing`} className="text-sm font-medium">
          {t('brand.preview.landing')}
        </figcaption>
        <div className="relative overflow-hidden rounded-lg border border-border bg-linear-to-b from-accent/60 to-background">
          <div aria-hidden="true" style={{ backgroundImage: brand.brand_gradient }} className="h-1" />
          <div className="grid justify-items-center gap-3 px-4 py-6 text-center">
            <p className="text-xl font-bold tracking-tight text-balance break-words">
              {brand.landing_page_title || t('brand.preview.noTitle')}
            </p>
            <p className="line-clamp-4 text-sm text-pretty break-words text-muted-foreground">
              {brand.landing_page_description}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <span className={buttonVariants({ size: 'sm' })}>{t('common.getStarted')}</span>
              <span className={buttonVariants({ size: 'sm', variant: 'outline' })}>{t('common.logIn')}</span>
            </div>
          </div>
        </div>
      </figure>
    </div>
  );
}
