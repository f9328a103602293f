import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featureNames } from '../../../../shared/targeting';
import { Button } from '../../../components/ui/button';

type Feature = keyof typeof featureNames;

interface UpgradePromptProps {
  feature: Feature;
  /** Items of this feature still stored from a plan that had it. */
  stored?: number;
  /** Drops them from the draft: the user may want rid of them rather than keep them for a renewal. */
  onRemoveStored?: () => void;
}

/** Where the plan lacks a feature: what it would do, and the way to a plan that has it. */
export function UpgradePrompt({ feature, stored = 0, onRemoveStored }: UpgradePromptProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-4">
      <p className="flex items-center gap-2 font-medium">
        <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {t('targeting.gate.title', { feature: featureNames[feature] })}
      </p>
      <p className="text-sm text-muted-foreground">{t(`targeting.gate.why.${feature}`)}</p>
      {stored > 0 && (
        <p className="text-sm text-muted-foreground">{t('targeting.gate.stored', { count: stored })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/pricing">{t('targeting.gate.upgrade')}</Link>
        </Button>
        {stored > 0 && onRemoveStored && (
          <Button type="button" variant="outline" size="sm" onClick={onRemoveStored}>
            {t('targeting.gate.removeStored', { count: stored })}
          </Button>
        )}
      </div>
    </div>
  );
}
