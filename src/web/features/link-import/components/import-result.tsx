import { useTranslation } from 'react-i18next';
import type { LinkImport } from '../../../../shared/link-import';
import { Alert } from '../../../components/ui/alert';
import { ImportProgress } from './import-progress';
import { ProblemsTable } from './problems-table';

/** The end of an import: what was created, whether the plan's limit stopped it, every row not created. */
export function ImportResult({ item }: { item: LinkImport }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <ImportProgress item={item} />
      {item.state === 'failed' ? (
        <Alert tone="error">{item.error ?? t('linkImport.result.failed')}</Alert>
      ) : (
        <Alert tone="success">{t('linkImport.result.created', { count: item.created })}</Alert>
      )}
      {item.limit_reached && item.plan_limit !== null && (
        <Alert tone="error">
          {t('linkImport.result.limitReached', { count: item.plan_limit, skipped: item.skipped_for_limit })}
        </Alert>
      )}
      <ProblemsTable
        importId={item.id}
        problems={item.problems}
        title={t('linkImport.result.problemsTitle', { count: item.problem_count })}
      />
    </div>
  );
}
