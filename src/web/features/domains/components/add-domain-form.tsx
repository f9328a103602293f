import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCustomHostname, type CustomDomain } from '../../../../shared/domains';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorText, fieldText, serverFieldErrors } from '../../../lib/api-errors';
import { useAddDomain } from '../api/add-domain';
import { FormField } from '../../../components/form/form-field';

interface AddDomainFormProps {
  /** The plan's limit as last listed, to word a refusal for it (null: unlimited). */
  limit: number | null;
  onAdded: (domain: CustomDomain) => void;
}

/** A host name to add (POST /api/domains): checked here by the shared rules, then by the server. */
export function AddDomainForm({ limit, onAdded }: AddDomainFormProps) {
  const { t } = useTranslation();
  const add = useAddDomain();
  const input = useRef<HTMLInputElement>(null);
  const [hostname, setHostname] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.reset();
    const parsed = parseCustomHostname(hostname);
    if ('problem' in parsed) {
      setProblem(fieldText(parsed.problem));
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      // mutateAsync, not mutate: reaching the limit replaces this form, and the answer must still
      // open the new domain.
      const added = await add.mutateAsync({ hostname: parsed.hostname });
      setHostname('');
      onAdded(added);
    } catch {
      // Shown from add.error below.
      input.current?.focus();
    }
  };

  const refusedForLimit = add.error instanceof ApiError && add.error.code === 'limit_reached';
  const fieldError = problem ?? serverFieldErrors(add.error).hostname;
  const otherFailure = add.isError && !fieldError;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('domains.add.title')}
      className="grid gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <FormField
          label={t('domains.add.label')}
          hint={t('domains.add.hint')}
          error={fieldError}
          announceError
          ref={input}
          name="hostname"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('domains.add.placeholder')}
          value={hostname}
          onChange={(event) => setHostname(event.target.value)}
        />
        {/* Lined up with the input, below its label. */}
        <Button type="submit" disabled={add.isPending} className="sm:mt-6">
          {add.isPending ? t('domains.add.sending') : t('domains.add.submit')}
        </Button>
      </div>
      {otherFailure && (
        <Alert tone="error">
          {refusedForLimit && limit !== null && limit > 0
            ? t('domains.limit.refused', { count: limit })
            : errorText(add.error, t('domains.add.failed'), t)}
        </Alert>
      )}
    </form>
  );
}
