import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';

interface UpgradePromptProps {
  title: string;
  description: string;
  /** The link's text, such as "See plans". */
  action: string;
  /** Where plans are compared. */
  to?: string;
}

/** In place of something the plan does not allow (any more): why, and the way to a plan that does. */
export function UpgradePrompt({ title, description, action, to = '/pricing' }: UpgradePromptProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
      <Button asChild size="sm">
        <Link to={to}>{action}</Link>
      </Button>
    </section>
  );
}
