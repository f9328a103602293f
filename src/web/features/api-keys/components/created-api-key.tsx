import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../../../shared/api-keys';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ScopeBadges } from './scope-badges';

/** The new key, this once: in a read-only field to select or copy, with the warning that it goes. */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone: the dialog's new title takes it, and is read out.
  useEffect(() => title.current?.focus(), []);

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle ref={title} tabIndex={-1} className="leading-snug break-words outline-none">
          {t('apiKeys.created.title', { name: created.name })}
        </DialogTitle>
        <DialogDescription>{t('apiKeys.created.description')}</DialogDescription>
      </DialogHeader>
      <Alert tone="warning">{t('apiKeys.created.once')}</Alert>
      <Field label={t('apiKeys.created.label')}>
        {(control) => (
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              readOnly
              value={created.key}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              value={created.key}
              label={t('apiKeys.created.copy')}
              size="default"
              className="self-start sm:self-auto"
            />
          </div>
        )}
      </Field>
      <ScopeBadges scopes={created.scopes} label={t('apiKeys.list.scopes')} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t('apiKeys.created.done')}
        </Button>
      </DialogFooter>
    </div>
  );
}
