import type { ReactNode } from 'react';
import { CardSection } from './card-section';
import { UpgradePrompt } from './upgrade-prompt';

interface QuotaSectionProps {
  title: string;
  /** How much of the plan is used ("2 of 5"), beside the title; null where it would say nothing. */
  usage: string | null;
  /** In place of the form when the plan allows none, or no more: why, and the way to more. */
  limit: { title: string; description: string; action: string } | null;
  /** The form that adds one. */
  children: ReactNode;
}

/** Adding something the plan counts: the form, or the way to a plan with room for it. */
export function QuotaSection({ title, usage, limit, children }: QuotaSectionProps) {
  return (
    <CardSection title={title} aside={usage && <p className="text-sm text-muted-foreground">{usage}</p>}>
      {limit ? <UpgradePrompt {...limit} /> : children}
    </CardSection>
  );
}
