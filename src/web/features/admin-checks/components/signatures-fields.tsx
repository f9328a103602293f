import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isRfc8914Code } from '../lib/ede';
import { linesToList, parseCodes } from '../lib/lines';
import {
  codeEntries,
  entryProblems,
  maxEdeCodes,
  maxSignatureLines,
  type SettingsValues,
} from '../lib/settings-values';

type SignatureParts = SettingsValues['signatures'];

interface SignaturesFieldsProps {
  values: SignatureParts;
  onEdit: (part: keyof SignatureParts, value: string) => void;
  /** The form's problems: `signatures.block_ips.3` and the like. */
  problems: Readonly<Record<string, string>>;
}

const textareaClass =
  'min-h-28 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 font-mono text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

/** The answers that mean blocked: block-page addresses and names one a line, and EDE codes. */
export function SignaturesFields({ values, onEdit, problems }: SignaturesFieldsProps) {
  const { t } = useTranslation();

  /** A list field's problems: the list as a whole, then each refused entry named. */
  const listProblems = (list: 'block_ips' | 'block_cnames', text: string): string[] => [
    ...(problems[`signatures.${list}`]
      ? [t('adminChecks.signatures.tooMany', { max: maxSignatureLines })]
      : []),
    ...entryProblems(problems, list, linesToList(text)).map((problem) =>
      t('adminChecks.signatures.entry', problem),
    ),
  ];

  // A refused entry that is no whole number is said once for all of them; one out of range, each.
  const refusedCodes = entryProblems(problems, 'ede_codes', codeEntries(values.ede_codes));
  const notNumbers = refusedCodes.map(({ entry }) => entry).filter((entry) => !/^\d+$/.test(entry));
  const codeProblems = [
    ...(notNumbers.length > 0
      ? [
          t('adminChecks.signatures.notNumbers', {
            count: notNumbers.length,
            values: notNumbers.map((value) => `“${value}”`).join(', '),
          }),
        ]
      : []),
    ...(problems['signatures.ede_codes']
      ? [t('adminChecks.signatures.edeTooMany', { max: maxEdeCodes })]
      : []),
    ...refusedCodes
      .filter(({ entry }) => /^\d+$/.test(entry))
      .map(({ entry }) =>
        t('adminChecks.signatures.entry', { entry, message: t('adminChecks.signatures.edeRange') }),
      ),
  ];
  const { codes } = parseCodes(values.ede_codes);
  const meanings = [...new Set(codes)];

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <SignatureField
        label={t('adminChecks.signatures.blockIps')}
        hint={t('adminChecks.signatures.blockIpsHint')}
        problems={listProblems('block_ips', values.block_ips)}
      >
        {(control) => (
          <textarea
            {...control}
            name="block_ips"
            rows={4}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className={textareaClass}
            value={values.block_ips}
            onChange={(event) => onEdit('block_ips', event.target.value)}
          />
        )}
      </SignatureField>
      <SignatureField
        label={t('adminChecks.signatures.blockCnames')}
        hint={t('adminChecks.signatures.blockCnamesHint')}
        problems={listProblems('block_cnames', values.block_cnames)}
      >
        {(control) => (
          <textarea
            {...control}
            name="block_cnames"
            rows={4}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className={textareaClass}
            value={values.block_cnames}
            onChange={(event) => onEdit('block_cnames', event.target.value)}
          />
        )}
      </SignatureField>
      <div className="grid min-w-0 content-start gap-3 lg:col-span-2">
        <SignatureField
          label={t('adminChecks.signatures.edeCodes')}
          hint={t('adminChecks.signatures.edeCodesHint')}
          problems={codeProblems}
        >
          {(control) => (
            <Input
              {...control}
              name="ede_codes"
              autoComplete="off"
              spellCheck={false}
              className="font-mono sm:max-w-sm"
              placeholder="15, 16, 17"
              value={values.ede_codes}
              onChange={(event) => onEdit('ede_codes', event.target.value)}
            />
          )}
        </SignatureField>
        {meanings.length > 0 && (
          <ul
            aria-label={t('adminChecks.signatures.meaningsLabel')}
            className="grid gap-1 rounded-md bg-muted/50 px-3 py-2 text-sm"
          >
            {meanings.map((code) => (
              <li key={code}>
                {t('adminChecks.signatures.meaning', {
                  code,
                  name: isRfc8914Code(code)
                    ? t(`adminChecks.ede.codes.${code}`)
                    : t('adminChecks.signatures.notRfc'),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/** A labelled control with its hint and, under it, every problem with what it holds. */
function SignatureField({
  label,
  hint,
  problems,
  children,
}: {
  label: string;
  hint: string;
  problems: string[];
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = problems.length > 0;
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? `${id}-hint ${id}-error` : `${id}-hint`,
      })}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {invalid && (
        <ul id={`${id}-error`} className="grid gap-0.5 text-sm break-words text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
