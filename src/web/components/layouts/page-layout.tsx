import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Whole class names, so that Tailwind finds them. */
const widths = {
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const;

interface PageLayoutProps {
  /** The page's one h1. */
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  /** A smaller line under the description (the time zone the figures are in). */
  note?: ReactNode;
  /** Beside the title from `sm` up, under it below (Create, Import, Export). */
  actions?: ReactNode;
  /** As wide as the page's content needs: a form reads best narrow, a table wants room. */
  width: keyof typeof widths;
  /** Less room above, for a page that opens on a report rather than on a form. */
  compact?: boolean;
  children: ReactNode;
}

/** A page of the signed-in app: its title and what it is for, then its sections. */
export function PageLayout({
  title,
  titleClassName,
  description,
  note,
  actions,
  width,
  compact = false,
  children,
}: PageLayoutProps) {
  const heading = (
    <>
      <h1 className={cn('text-3xl font-bold tracking-tight', titleClassName)}>{title}</h1>
      {description && <p className="text-muted-foreground">{description}</p>}
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </>
  );
  return (
    <div className={cn('mx-auto grid w-full gap-6 px-4 sm:px-6', widths[width], compact ? 'py-6' : 'py-10')}>
      {actions ? (
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1">{heading}</div>
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">{actions}</div>
        </header>
      ) : (
        <header className="grid gap-1">{heading}</header>
      )}
      {children}
    </div>
  );
}

/**
 * The whole component of a route that is its title and description over one view, named by their
 * catalogue keys.
 */
export function titledPage(
  layout: { width: PageLayoutProps['width']; title: ParseKeys; description: ParseKeys },
  View: ComponentType,
): ComponentType {
  return function TitledPage() {
    const { t } = useTranslation();
    return (
      <PageLayout width={layout.width} title={t(layout.title)} description={t(layout.description)}>
        <View />
      </PageLayout>
    );
  };
}
