import { useId } from 'react';
import { Link } from 'react-router';
import type { TopLink } from '../../../../../shared/analytics';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { displayLink } from '../../lib/labels';

/** A titled list of links (top or recent), each opening its row on the shortlinks page. */
interface LinkListCardProps<T extends TopLink> {
  title: string;
  hint?: string;
  links: T[];
  empty: string;
  /** What is said about each link on its right (clicks, creation date). */
  detail: (link: T) => string;
}

export function LinkListCard<T extends TopLink>({ title, hint, links, empty, detail }: LinkListCardProps<T>) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="px-5">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardHeader>
      <CardContent className="px-5">
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol aria-labelledby={titleId} className="divide-y divide-border">
            {links.map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
                <div className="grid min-w-0">
                  <Link
                    to={`/shortlinks?highlight=${encodeURIComponent(link.id)}`}
                    className="truncate text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {link.title?.trim() || displayLink(link.link)}
                  </Link>
                  <span className="truncate text-xs text-muted-foreground">{link.destination_url}</span>
                </div>
                <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{detail(link)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
