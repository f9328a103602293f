import { FlaskConical } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { targetDevices, targetSystems, type TestVisit } from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import { errorText, serverFieldErrors } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { localInputToIso } from '../../../lib/local-time';
import { useTestVisit } from '../api/test-visit';
import { countriesIn, flagOf } from '../lib/countries';

interface TestVisitPanelProps {
  linkId: string;
  /** The draft differs from what is saved: the test reads the saved rules. */
  unsaved: boolean;
}

/** "Test a visit": the server's own evaluate answers which destination an imagined visitor gets. */
export function TestVisitPanel({ linkId, unsaved }: TestVisitPanelProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const [country, setCountry] = useState('');
  const [device, setDevice] = useState('');
  const [os, setOs] = useState('');
  const [userAgent, setUserAgent] = useState('');
  const [language, setLanguage] = useState('');
  const [query, setQuery] = useState('');
  const [ip, setIp] = useState('');
  const [at, setAt] = useState('');
  const test = useTestVisit();
  const fields = serverFieldErrors(test.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const visit: TestVisit = {
      country: country || null,
      device: (device || null) as TestVisit['device'],
      os: (os || null) as TestVisit['os'],
      user_agent: userAgent.trim() || null,
      language: language.trim() || null,
      query: query.trim().replace(/^\?/, '') || null,
      ip: ip.trim() || null,
      at: localInputToIso(at),
    };
    test.mutate({ linkId, visit });
  }

  const result = test.data;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('targeting.test.title')}>
      {unsaved && <Alert tone="info">{t('targeting.test.unsaved')}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <Field label={t('targeting.test.country')} error={fields.country}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              <option value="">{t('targeting.test.unknown')}</option>
              {countries.map((item) => (
                <option key={item.code} value={item.code}>
                  {`${flagOf(item.code)} ${item.name}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormField
          label={t('targeting.test.language')}
          hint={t('targeting.test.languageHint')}
          value={language}
          maxLength={3}
          onChange={(event) => setLanguage(event.target.value)}
          error={fields.language}
        />
        <Field label={t('targeting.test.device')} error={fields.device}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={device}
              onChange={(event) => setDevice(event.target.value)}
            >
              <option value="">{t('targeting.test.fromAgent')}</option>
              {targetDevices.map((item) => (
                <option key={item} value={item}>
                  {t(`targeting.devices.${item}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('targeting.test.os')} error={fields.os}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={os}
              onChange={(event) => setOs(event.target.value)}
            >
              <option value="">{t('targeting.test.fromAgent')}</option>
              {targetSystems.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label={t('targeting.test.userAgent')}
        hint={t('targeting.test.userAgentHint')}
        error={fields.user_agent}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={1000}
            className={`${selectClass} h-auto min-h-16 py-2 font-mono text-xs`}
            value={userAgent}
            onChange={(event) => setUserAgent(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <FormField
          label={t('targeting.test.query')}
          hint={t('targeting.test.queryHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          error={fields.query}
        />
        <FormField
          label={t('targeting.test.ip')}
          hint={t('targeting.test.ipHint')}
          value={ip}
          inputMode="text"
          onChange={(event) => setIp(event.target.value)}
          error={fields.ip}
        />
        <FormField
          label={t('targeting.test.at')}
          hint={t('targeting.test.atHint')}
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
          error={fields.at}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={test.isPending}>
        <FlaskConical aria-hidden="true" />
        {test.isPending ? t('targeting.test.running') : t('targeting.test.run')}
      </Button>
      {test.isError && Object.keys(fields).length === 0 && (
        <Alert tone="error">{errorText(test.error, t('targeting.test.failed'), t)}</Alert>
      )}
      {result && !test.isPending && (
        <section
          aria-label={t('targeting.test.result')}
          className="grid gap-2 rounded-lg border border-primary/30 bg-accent/40 p-4"
        >
          <p className="text-sm text-muted-foreground">{t('targeting.test.goesTo')}</p>
          <p className="font-medium break-all" data-testid="test-destination">
            {result.destination_url}
          </p>
          <p className="text-sm">{result.reason}</p>
          <p className="text-xs text-muted-foreground">
            {t('targeting.test.visitor', {
              country: result.visitor.country ?? '-',
              device: result.visitor.device,
              os: result.visitor.os ?? '-',
              language: result.visitor.language ?? '-',
              browser: result.visitor.browser ?? '-',
              ip: result.visitor.ip ?? '-',
              at: formatDateTime(result.visitor.at),
            })}
          </p>
          {result.not_applied.length > 0 && (
            <p className="text-xs text-warning">
              {t('targeting.notApplied.list', { features: result.not_applied.join(', ') })}
            </p>
          )}
        </section>
      )}
    </form>
  );
}
