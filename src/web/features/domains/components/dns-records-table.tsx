import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../../../../shared/domains';
import { CopyButton } from '../../../components/ui/copy-button';

interface DnsRecordsTableProps {
  /** The domain as people read it, for the table's caption. */
  domain: string;
  records: DnsRecord[];
}

/**
 * What to create at the DNS provider: one row per record, its name and value each ready to copy.
 * Below 640 px each row stacks into a card (three columns of long names would be a few letters
 * wide); the explicit roles keep it a table for assistive technology, which a changed CSS display
 * can otherwise drop.
 */
export function DnsRecordsTable({ domain, records }: DnsRecordsTableProps) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-border">
      <table role="table" className="w-full text-sm max-sm:block">
        <caption className="sr-only">{t('domains.records.caption', { domain })}</caption>
        <thead role="rowgroup" className="bg-muted/50 text-left text-xs text-muted-foreground max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
              {t('domains.records.type')}
            </th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
              {t('domains.records.name')}
            </th>
            <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
              {t('domains.records.value')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border max-sm:block">
          {records.map((record) => (
            <tr
              role="row"
              key={`${record.type} ${record.name} ${record.value}`}
              className="align-top max-sm:grid max-sm:gap-3 max-sm:p-3"
            >
              <th
                role="rowheader"
                scope="row"
                className="px-3 py-3 text-left font-normal max-sm:block max-sm:p-0"
              >
                <span className="font-mono font-semibold">{record.type}</span>
                <span className="mt-1 block text-xs text-muted-foreground max-sm:mt-0 max-sm:ml-2 max-sm:inline">
                  {t(`domains.records.purpose.${record.purpose}`)}
                </span>
              </th>
              <td role="cell" className="px-3 py-3 max-sm:block max-sm:p-0">
                <RecordPart
                  label={t('domains.records.name')}
                  text={record.name}
                  copyLabel={t('domains.records.copyName', { type: record.type })}
                />
              </td>
              <td role="cell" className="px-3 py-3 max-sm:block max-sm:p-0">
                <RecordPart
                  label={t('domains.records.value')}
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

interface RecordPartProps {
  /** The column's name, shown above the text where the header row is not (narrow screens). */
  label: string;
  text: string;
  copyLabel: string;
}

function RecordPart({ label, text, copyLabel }: RecordPartProps) {
  return (
    <div className="grid gap-1">
      <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
        {label}
      </span>
      <div className="flex items-start justify-between gap-2 sm:flex-col lg:flex-row lg:items-center">
        <code className="min-w-0 font-mono text-xs break-all">{text}</code>
        <CopyButton value={text} label={copyLabel} className="h-7 px-2 text-xs" />
      </div>
    </div>
  );
}
