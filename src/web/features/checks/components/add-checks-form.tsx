import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addWatchedDomainsSchema, type WatchedDomain } from '../../../../shared/checks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { fieldText, refusalText, serverFieldErrors } from '../../../lib/api-errors';
import { useAddChecks } from '../api/add-checks';
import { leftToFix, lineProblems, splitRefused, type LineProblem } from '../lib/host-lines';
import { checksWorded } from '../lib/refusal';

interface AddChecksFormProps {
  onAdded: (added: WatchedDomain[]) => void;
}

/**
 * Domains to watch, one per line (POST /api/checks). The text goes as typed, so the server's line
 * numbers are the lines the owner sees; a refused list adds none, and each bad line is named under
 * the field. The other lines can then be added alone: the refused ones stay in the field, with
 * their reasons, to be fixed.
 */
export function AddChecksForm({ onAdded }: AddChecksFormProps) {
  const { t } = useTranslation();
  const add = useAddChecks();
  const ids = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The refused lines left in the field after the valid ones were added, with their reasons. */
  const [leftOver, setLeftOver] = useState<LineProblem[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.reset();
    setLeftOver(null);
    const parsed = addWatchedDomainsSchema.safeParse({ hostnames: text });
    const local =
      text.trim() === ''
        ? t('checks.add.empty')
        : parsed.success
          ? null
          : fieldText(parsed.error.issues[0]?.message ?? '');
    setProblem(local);
    if (local !== null) {
      field.current?.focus();
      return;
    }
    try {
      const added = await add.mutateAsync({ hostnames: text });
      setText('');
      onAdded(added);
    } catch {
      // Shown from add.error below.
      field.current?.focus();
    }
  };

  const problems: LineProblem[] = problem
    ? [{ line: null, message: problem }]
    : (leftOver ?? lineProblems(serverFieldErrors(add.error)));
  const invalid = problems.length > 0;
  // Only while the field holds the refused list as sent: its line numbers are the server's.
  const split =
    add.isError &&
    problem === null &&
    add.variables?.hostnames === text &&
    problems.every((item) => item.line !== null)
      ? splitRefused(text, problems)
      : null;
  const valid = split?.valid ?? [];

  const addValid = async () => {
    if (!split || add.isPending) return;
    const hostnames = split.valid.join('\n');
    try {
      const added = await add.mutateAsync({ hostnames });
      const left = leftToFix(split.refused, added);
      setText(left.text);
      setLeftOver(left.problems.length > 0 ? left.problems : null);
      onAdded(added);
    } catch (error) {
      // Refused lines of this shorter list are numbered within it: show it as sent.
      if (lineProblems(serverFieldErrors(error)).some((item) => item.line !== null)) setText(hostnames);
    }
    field.current?.focus();
  };
  // A refusal other than bad lines (the plan's limit) says why above its field's "At most 1 more.".
  const otherFailure = add.isError && !(invalid && add.error instanceof ApiError && add.error.status === 400);
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('checks.add.title')}
      className="grid gap-3"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-hostnames`}>{t('checks.add.label')}</Label>
        <textarea
          id={`${ids}-hostnames`}
          ref={field}
          name="hostnames"
          rows={5}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('checks.add.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-28 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 font-mono text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('checks.add.hint')}
        </p>
        {invalid && (
          <div id={errorId} role="alert" className="grid gap-1 text-sm text-destructive">
            {problems.some((item) => item.line !== null) && (
              <p>{leftOver ? t('checks.add.leftOver') : t('checks.add.refusedLines')}</p>
            )}
            <ul className="grid gap-0.5">
              {problems.map((item) => (
                <li key={item.line ?? 'all'}>
                  {item.line === null
                    ? item.message
                    : t('checks.add.line', { line: item.line, message: item.message })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {otherFailure && (
        <Alert tone="error">{refusalText(add.error, t('checks.add.failed'), t, checksWorded)}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('checks.add.sending') : t('checks.add.submit')}
        </Button>
        {valid.length > 0 && (
          <Button type="button" variant="outline" disabled={add.isPending} onClick={() => void addValid()}>
            {t('checks.add.addValid', { count: valid.length })}
          </Button>
        )}
      </div>
    </form>
  );
}
