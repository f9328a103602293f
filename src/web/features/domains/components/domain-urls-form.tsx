import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain } from '../../../../shared/domains';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/form/form-field';
import { errorText, serverFieldErrors } from '../../../lib/api-errors';
import { useUpdateDomain } from '../api/update-domain';

/**
 * A verified domain's root URL, not-found URL and expired URL (PATCH /api/domains/:id); empty
 * means the not-found page (the "expired" page for the last). `readOnly` (below admin): shown, not
 * changed.
 */
export function DomainUrlsForm({ domain, readOnly = false }: { domain: CustomDomain; readOnly?: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateDomain();
  const [rootUrl, setRootUrl] = useState(domain.root_url ?? '');
  const [notFoundUrl, setNotFoundUrl] = useState(domain.not_found_url ?? '');
  const [expiredUrl, setExpiredUrl] = useState(domain.expired_url ?? '');
  const name = domain.display_hostname;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    update.mutate(
      {
        id: domain.id,
        changes: {
          root_url: rootUrl.trim() || null,
          not_found_url: notFoundUrl.trim() || null,
          expired_url: expiredUrl.trim() || null,
        },
      },
      {
        // The fields show what is stored, as the server wrote it.
        onSuccess: (saved) => {
          setRootUrl(saved.root_url ?? '');
          setNotFoundUrl(saved.not_found_url ?? '');
          setExpiredUrl(saved.expired_url ?? '');
        },
      },
    );
  };

  const fields = serverFieldErrors(update.error);
  const otherFailure = update.isError && Object.keys(fields).length === 0;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('domains.urls.title')}
      className="grid gap-4 rounded-lg border border-border p-4"
    >
      <h4 className="font-medium">{t('domains.urls.title')}</h4>
      <div className="grid gap-4 md:grid-cols-2">
        <UrlField
          label={t('domains.urls.rootLabel')}
          hint={t('domains.urls.rootHint', { domain: name })}
          error={fields.root_url}
          readOnly={readOnly}
          value={rootUrl}
          onChange={(value) => {
            setRootUrl(value);
            if (update.isSuccess) update.reset();
          }}
        />
        <UrlField
          label={t('domains.urls.notFoundLabel')}
          hint={t('domains.urls.notFoundHint', { domain: name })}
          error={fields.not_found_url}
          readOnly={readOnly}
          value={notFoundUrl}
          onChange={(value) => {
            setNotFoundUrl(value);
            if (update.isSuccess) update.reset();
          }}
        />
        <UrlField
          label={t('domains.urls.expiredLabel')}
          hint={t('domains.urls.expiredHint', { domain: name })}
          error={fields.expired_url}
          readOnly={readOnly}
          value={expiredUrl}
          onChange={(value) => {
            setExpiredUrl(value);
            if (update.isSuccess) update.reset();
          }}
        />
      </div>
      {otherFailure && <Alert tone="error">{errorText(update.error, t('domains.urls.failed'), t)}</Alert>}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? t('domains.urls.saving') : t('domains.urls.save')}
          </Button>
          <p role="status" className="text-sm text-success">
            {update.isSuccess ? t('domains.urls.saved') : ''}
          </p>
        </div>
      )}
    </form>
  );
}

interface UrlFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  readOnly: boolean;
  value: string;
  onChange: (value: string) => void;
}

function UrlField({ label, hint, error, readOnly, value, onChange }: UrlFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      announceError
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder={t('domains.urls.placeholder')}
      readOnly={readOnly}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
