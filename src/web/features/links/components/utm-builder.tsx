import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  readUtm,
  utmFields,
  utmKey,
  utmProblems,
  utmWritable,
  writeUtm,
  type UtmField,
  type UtmTemplate,
  type UtmValues,
} from '../../../../shared/utm';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { fieldText } from '../../../lib/api-errors';
import { useRoleAtLeast } from '../../../lib/queries/workspace';
import { OwnSubmit } from './own-submit';
import { SaveUtmTemplateDialog } from './save-utm-template-dialog';
import { UtmTemplatePicker } from './utm-template-picker';

// The UTM builder of the link forms: five fields written into the destination's query as they are
// typed (shared/utm.ts writeUtm), and read back from it when the destination changes otherwise (an
// edit opening on a link, a URL pasted). A template fills the five; what is typed can be saved as one.

type UtmFieldValues = Record<UtmField, string>;

const noValues: UtmFieldValues = { source: '', medium: '', campaign: '', term: '', content: '' };

function filled(values: UtmValues): UtmFieldValues {
  return { ...noValues, ...values };
}

/** The fields say what the destination carries (trimmed, as it is written; empty is none). */
function carried(values: UtmFieldValues, destination: string): boolean {
  const read = readUtm(destination);
  return utmFields.every((field) => (read[field] ?? '') === values[field].trim());
}

/** Whether the destination's UTM values break a rule (the builder shows which, under its fields). */
export function utmRefused(destination: string): boolean {
  return Object.keys(utmProblems(readUtm(destination))).length > 0;
}

interface UtmBuilderProps {
  destination: string;
  onDestinationChange: (url: string) => void;
  /** Each new number opens the section: the form was refused for a value here. */
  reveal?: number;
}

/** "UTM parameters": closed at first, unless the destination already carries some. */
export function UtmBuilder({ destination, onDestinationChange, reveal = 0 }: UtmBuilderProps) {
  const { t } = useTranslation();
  const id = useId();
  const canSave = useRoleAtLeast('member');
  const [values, setValues] = useState(() => filled(readUtm(destination)));
  const [open, setOpen] = useState(() => Object.keys(readUtm(destination)).length > 0);
  const [templateId, setTemplateId] = useState('');
  const [saving, setSaving] = useState(false);
  // What the props were at the last render: a change made elsewhere is taken in as it arrives.
  const [seen, setSeen] = useState({ destination, reveal });
  if (seen.destination !== destination || seen.reveal !== reveal) {
    setSeen({ destination, reveal });
    if (seen.reveal !== reveal) setOpen(true);
    if (utmWritable(destination) && !carried(values, destination)) {
      setValues(filled(readUtm(destination)));
      setTemplateId('');
    }
  }

  const writable = utmWritable(destination);
  const problems = utmProblems(values);
  const anyValue = utmFields.some((field) => values[field].trim() !== '');

  const apply = (next: UtmFieldValues, template = '') => {
    setValues(next);
    setTemplateId(template);
    const url = writeUtm(destination, next);
    if (url !== destination) onDestinationChange(url);
  };

  const pick = (template: UtmTemplate) =>
    apply(
      {
        source: template.source ?? '',
        medium: template.medium ?? '',
        campaign: template.campaign ?? '',
        term: template.term ?? '',
        content: template.content ?? '',
      },
      template.id,
    );

  return (
    <div className="grid gap-3 rounded-lg border border-border p-3">
      <Button
        type="button"
        variant="ghost"
        className="justify-start px-2"
        aria-expanded={open}
        aria-controls={`${id}-utm`}
        onClick={() => setOpen((was) => !was)}
      >
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        {t('utm.section.toggle')}
      </Button>
      <div
        id={`${id}-utm`}
        role="region"
        aria-label={t('utm.section.region')}
        hidden={!open}
        className="grid gap-4 px-2 pb-1"
      >
        <p className="text-xs text-muted-foreground">
          {writable ? t('utm.section.hint') : t('utm.section.needsDestination')}
        </p>
        {/* Asked for only once the section is open. */}
        {open && (
          <UtmTemplatePicker
            value={templateId}
            onPick={pick}
            onDeleted={() => setTemplateId('')}
            disabled={!writable}
            canManage={canSave}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {utmFields.map((field) => (
            <FormField
              key={field}
              label={t(`utm.fields.${field}`)}
              labelNote={utmKey(field)}
              error={problems[field] ? fieldText(problems[field]) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={t(`utm.fields.${field}Placeholder`)}
              disabled={!writable}
              value={values[field]}
              onChange={(event) => apply({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        {canSave && (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!writable || !anyValue || Object.keys(problems).length > 0}
              onClick={() => setSaving(true)}
            >
              {t('utm.save.open')}
            </Button>
          </div>
        )}
      </div>
      <OwnSubmit>
        <SaveUtmTemplateDialog
          open={saving}
          values={values}
          onClose={() => setSaving(false)}
          onSaved={(template) => setTemplateId(template.id)}
        />
      </OwnSubmit>
    </div>
  );
}
