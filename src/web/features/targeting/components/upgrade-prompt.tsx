import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featureNames } from '../../../../shared/targeting';
import { Button } from '../../../components/ui/button';

type Feature = keyof typeof featureNames;

/** Where the plan lacks a feature: what it would do, and the way to a plan that has it. */
export function UpgradePrompt({ feature, stored }: { feature: Feature; stored?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-4">
      <p className="flex items-center gap-2 font-medium">
        <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {t('targeting.gate.title', { feature: featureNames[feature] })}
      </p>
      <p className="text-sm text-muted-foreground">{t(`targeting.gate.why.${feature}`)}</p>
      {stored !== undefined && stored > 0 && (
        <p className="text-sm text-muted-foreground">{t('targeting.gate.stored', { count: stored })}</p>
      )}
      <Button asChild size="sm">
        <Link to="/pricing">{t('targeting.gate.upgrade')}</Link>
      </Button>
    </div>
  );
}
