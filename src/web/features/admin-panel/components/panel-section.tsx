import type { ReactNode } from 'react';

/** One of /admin's own sections: its heading (`titleId` names the section) and a line under it. */
export function PanelSection({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
