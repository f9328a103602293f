import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../../../../shared/domains';
import { CopyButton } from '../../../components/ui/copy-button';

interface DnsRecordsTableProps {
  /** The domain as people read it, for the table's caption. */
  domain: string;
  records: DnsRecord[];
}

/** What to create at the DNS provider: one row per record, its name and value each ready to copy. */
export function DnsRecordsTable({ domain, records }: DnsRecordsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('domains.records.caption', { domain })}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('domains.records.type')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('domains.records.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('domains.records.value')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {records.map((record) => (
            <tr key={`${record.type} ${record.name} ${record.value}`} className="align-top">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <span className="font-mono font-semibold">{record.type}</span>
                <span className="mt-1 block text-xs text-muted-foreground">
                  {t(`domains.records.purpose.${record.purpose}`)}
                </span>
              </th>
              <td className="px-3 py-3">
                <RecordPart
                  text={record.name}
                  copyLabel={t('domains.records.copyName', { type: record.type })}
                />
              </td>
              <td className="px-3 py-3">
                <RecordPart
                  text={record.value}
                  copyLabel={t('domains.records.copyValue', { type: record.type })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordPart({ text, copyLabel }: { text: string; copyLabel: string }) {
  return (
    <div className="flex flex-col items-start gap-2 lg:flex-row lg:items-center lg:justify-between">
      <code className="font-mono text-xs break-all">{text}</code>
      <CopyButton value={text} label={copyLabel} className="h-7 px-2 text-xs" />
    </div>
  );
}
