import { useEffect, useRef, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Links to the other ways in, under the card's content. */
  footer?: ReactNode;
  /** Moves focus to the heading when shown: the card replaced another on the same page. */
  focusTitle?: boolean;
}

/** The frame of the signed-out account pages: one centred card with the page's heading. */
export function AuthCard({ title, description, children, footer, focusTitle = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1
              ref={heading}
              tabIndex={focusTitle ? -1 : undefined}
              className="text-2xl tracking-tight focus-visible:outline-none"
            >
              {title}
            </h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <CardFooter className="flex-wrap justify-center gap-x-1 border-t border-border pt-4 text-sm text-muted-foreground [.border-t]:pt-4">
            {footer}
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
