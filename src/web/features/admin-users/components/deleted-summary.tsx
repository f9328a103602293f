import { useTranslation } from 'react-i18next';
import { deletedCounts } from '../lib/delete-account';
import { numberFormat } from '../../../lib/format';

/** What a deletion removed, as the server counted it, and what it kept. */
export function DeletedSummary({ email, counts }: { email: string; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const number = numberFormat();
  const lines = deletedCounts(counts);
  return (
    <div className="grid gap-1">
      <p className="font-medium">{t('adminUsers.deleted.title', { email })}</p>
      {lines.length > 0 && (
        <ul aria-label={t('adminUsers.deleted.countsLabel')} className="list-inside list-disc">
          {lines.map((line) => (
            <li key={line.kind ?? line.name}>
              {line.kind
                ? t(`adminUsers.deleted.kinds.${line.kind}`, {
                    count: line.count,
                    shown: number.format(line.count),
                  })
                : t('adminUsers.deleted.other', { name: line.name, shown: number.format(line.count) })}
            </li>
          ))}
        </ul>
      )}
      <p>{t('adminUsers.deleted.paymentsKept')}</p>
    </div>
  );
}
