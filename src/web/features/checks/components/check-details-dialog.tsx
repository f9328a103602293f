import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckDetail, ResolverResult, WatchedDomain } from '../../../../shared/checks';
import { translateMessage } from '../../../../shared/i18n';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Dialog, DialogContent, DialogHeading } from '../../../components/ui/dialog';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useCheck } from '../api/get-check';
import { checkReasonText } from '../lib/check-reasons';
import { CheckHistorySection } from './check-history';
import { StateBadge, VerdictBadge } from './state-badge';
import { CertificateDays } from './watched-table';
import { formatDateTime, numberFormat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';

interface CheckDetailsDialogProps {
  /** The domain shown; null: closed. */
  domain: WatchedDomain | null;
  onClose: () => void;
}

/**
 * The evidence of a domain's last check (GET /api/checks/:id) and its history, in a dialog: labelled
 * by its title, focus kept inside, Escape or the corner button closes it and focus goes back.
 */
export function CheckDetailsDialog({ domain, onClose }: CheckDetailsDialogProps) {
  return (
    <Dialog open={domain !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by domain, so each opening starts scrolled to the top with its own answers. */}
      {domain && <DetailsContent key={domain.id} domain={domain} />}
    </Dialog>
  );
}

function DetailsContent({ domain }: { domain: WatchedDomain }) {
  const { t } = useTranslation();
  const detail = useCheck(domain.id);
  const name = domain.display_hostname;
  // Opened by its row's button, not a Radix trigger (the address says which domain is open), so
  // Radix has no trigger to go back to: focus returns to what had it when the dialog opened.
  const [opener] = useState(() => document.activeElement);
  return (
    <DialogContent
      closeLabel={t('checks.details.close')}
      className="max-w-4xl gap-6"
      onCloseAutoFocus={(event) => {
        if (!(opener instanceof HTMLElement) || !opener.isConnected || opener === document.body) return;
        event.preventDefault();
        opener.focus();
      }}
    >
      <DialogHeading
        title={t('checks.details.title', { domain: name })}
        titleClassName="leading-snug break-all"
        description={t('checks.details.description')}
      />
      {detail.isPending ? (
        <LoadingStatus label={t('checks.details.loading')} className="grid gap-3">
          <SkeletonBars barClassName={['h-6 w-40', 'h-24 w-full']} />
        </LoadingStatus>
      ) : detail.isError ? (
        <QueryLoadError query={detail} fallback={t('checks.details.loadFailed')} />
      ) : detail.data.last_check_detail ? (
        <Evidence check={detail.data.last_check_detail} domain={name} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('checks.details.notChecked')}</p>
      )}
      <CheckHistorySection id={domain.id} domain={name} />
    </DialogContent>
  );
}

function Evidence({ check, domain }: { check: CheckDetail; domain: string }) {
  const { t } = useTranslation();
  const ms = useMilliseconds();
  const { dns, http, certificate } = check;
  return (
    <div className="grid gap-6">
      <Section title={t('checks.details.summary')}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StateBadge state={check.state} />
          <span className="text-sm text-muted-foreground">
            {t('checks.details.checkedAt', { time: formatDateTime(check.checked_at) })}
          </span>
        </div>
        {check.reasons.length > 0 && (
          <ul aria-label={t('checks.details.reasons')} className="list-disc pl-5 text-sm">
            {check.reasons.map((reason, index) => (
              <li key={index}>{checkReasonText(reason, t)}</li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('checks.details.dns')}>
        <Facts
          rows={[
            [t('checks.details.resolver'), dns.resolver],
            ['A', <Values key="a" values={dns.a} />],
            ['AAAA', <Values key="aaaa" values={dns.aaaa} />],
            ['CNAME', <Values key="cname" values={dns.cname} />],
            [t('checks.details.time'), ms(dns.duration_ms)],
            ...(dns.error
              ? [
                  [
                    t('checks.details.error'),
                    // The checker's English, in the reader's language where the catalogue knows it.
                    <Problem key="error">{translateMessage(dns.error, currentLanguage())}</Problem>,
                  ] as Fact,
                ]
              : []),
          ]}
        />
      </Section>

      <Section title={t('checks.details.http')}>
        {http ? (
          <Facts
            rows={[
              [t('checks.details.url'), <Code key="url">{http.url}</Code>],
              [
                t('checks.details.finalUrl'),
                http.final_url ? <Code key="final">{http.final_url}</Code> : null,
              ],
              [t('checks.details.status'), http.status === null ? null : String(http.status)],
              [
                t('checks.details.redirects'),
                http.redirects.length === 0 ? (
                  t('checks.details.noRedirects')
                ) : (
                  <ol key="redirects" className="grid list-decimal gap-0.5 pl-5">
                    {http.redirects.map((target, index) => (
                      <li key={`${index} ${target}`}>
                        <Code>{target}</Code>
                      </li>
                    ))}
                  </ol>
                ),
              ],
              [t('checks.details.timingDns'), nullableMs(http.timings.dns_ms, ms)],
              [t('checks.details.timingConnect'), nullableMs(http.timings.connect_ms, ms)],
              [t('checks.details.timingTls'), nullableMs(http.timings.tls_ms, ms)],
              [t('checks.details.timingFirstByte'), nullableMs(http.timings.first_byte_ms, ms)],
              [t('checks.details.timingTotal'), nullableMs(http.timings.total_ms, ms)],
              ...(http.error
                ? [[t('checks.details.error'), <Problem key="error">{http.error}</Problem>] as Fact]
                : []),
              ...(http.https_error
                ? [
                    [
                      t('checks.details.httpsError'),
                      <Problem key="https">{http.https_error}</Problem>,
                    ] as Fact,
                  ]
                : []),
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('checks.details.noHttp')}</p>
        )}
      </Section>

      <Section title={t('checks.details.certificate')}>
        {certificate ? (
          <Facts
            rows={[
              [t('checks.details.subject'), certificate.subject],
              [t('checks.details.issuer'), certificate.issuer],
              [t('checks.details.validFrom'), formatDateTime(certificate.valid_from)],
              [t('checks.details.validTo'), formatDateTime(certificate.valid_to)],
              [t('checks.details.daysLeft'), <CertificateDays key="days" days={certificate.days_left} />],
              [
                t('checks.details.nameMatch'),
                certificate.name_matches ? (
                  t('checks.details.yes')
                ) : (
                  <Problem key="name">{t('checks.details.nameMismatch', { domain })}</Problem>
                ),
              ],
              [
                t('checks.details.trusted'),
                certificate.trusted ? (
                  t('checks.details.yes')
                ) : (
                  <Problem key="trusted">
                    {certificate.error
                      ? t('checks.details.untrustedBecause', { error: certificate.error })
                      : t('checks.details.no')}
                  </Problem>
                ),
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('checks.details.noCertificate')}</p>
        )}
      </Section>

      <Section title={t('checks.details.blocking')}>
        {check.blocking.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('checks.details.noBlocking')}</p>
        ) : (
          <BlockingTable results={check.blocking} />
        )}
      </Section>
    </div>
  );
}

function BlockingTable({ results }: { results: ResolverResult[] }) {
  const { t } = useTranslation();
  const ms = useMilliseconds();
  const columns = [
    t('checks.details.resolver'),
    t('checks.details.address'),
    t('checks.details.verdict'),
    t('checks.details.evidence'),
    t('checks.details.rcode'),
    t('checks.details.answers'),
    t('checks.details.ede'),
    t('checks.details.duration'),
  ];
  const cellClass = 'px-3 py-2 align-top';
  return (
    // Eight columns do not fit a phone: the table scrolls sideways, the resolver's name first.
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">{t('checks.details.blockingCaption')}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {results.map((result) => (
            <tr key={`${result.resolver} ${result.address}`}>
              <th scope="row" className={`${cellClass} text-left font-medium`}>
                {result.resolver}
              </th>
              <td className={cellClass}>
                <Code>{result.address}</Code>
              </td>
              <td className={cellClass}>
                <VerdictBadge verdict={result.verdict} />
              </td>
              <td className={`${cellClass} min-w-48 break-words`}>
                {translateMessage(result.evidence, currentLanguage())}
              </td>
              <td className={`${cellClass} font-mono text-xs`}>{result.rcode ?? '—'}</td>
              <td className={cellClass}>
                <Values values={result.answers} />
              </td>
              <td className={cellClass}>
                {result.ede
                  ? t('checks.details.edeValue', { code: result.ede.code, text: result.ede.text })
                  : '—'}
              </td>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {nullableMs(result.duration_ms, ms)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Fact = [label: string, value: ReactNode];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Label and value pairs; a missing value reads as a dash. */
function Facts({ rows }: { rows: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Values({ values }: { values: string[] }) {
  const { t } = useTranslation();
  if (values.length === 0)
    return <span className="text-muted-foreground">{t('checks.details.noValues')}</span>;
  return (
    <ul className="grid gap-0.5">
      {values.map((value) => (
        <li key={value}>
          <Code>{value}</Code>
        </li>
      ))}
    </ul>
  );
}

function Code({ children }: { children: string }) {
  return <code className="font-mono text-xs break-all">{children}</code>;
}

function Problem({ children }: { children: ReactNode }) {
  return <span className="text-destructive">{children}</span>;
}

function useMilliseconds() {
  const { t } = useTranslation();
  const numbers = numberFormat();
  return (value: number) => t('checks.units.ms', { value: numbers.format(Math.round(value)) });
}

function nullableMs(value: number | null, ms: (value: number) => string): string | null {
  return value === null ? null : ms(value);
}
