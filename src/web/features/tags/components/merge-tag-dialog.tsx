import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../shared/link-tags';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, selectClass } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-errors';
import { toastSuccess } from '../../../lib/toast';
import { useMergeTag } from '../api/merge-tag';

interface MergeTagDialogProps {
  /** The tag that goes; null: closed. */
  tag: Tag | null;
  /** Every tag of the workspace: the one kept is chosen among the others. */
  tags: readonly Tag[];
  onClose: () => void;
  /** Where focus goes once the merged tag's row is gone with the button that opened this. */
  focusAfterDone: () => void;
}

/** Moves every link of one tag onto another, then deletes the first; asks which tag stays. */
export function MergeTagDialog({ tag, tags, onClose, focusAfterDone }: MergeTagDialogProps) {
  const { t } = useTranslation();
  const merge = useMergeTag();
  const [into, setInto] = useState('');
  // Each opening starts without a choice.
  const [openedFor, setOpenedFor] = useState(tag?.id);
  if (openedFor !== tag?.id) {
    setOpenedFor(tag?.id);
    setInto('');
  }
  const others = tags.filter((other) => other.id !== tag?.id);

  return (
    <ConfirmDialog
      open={tag !== null}
      onClose={onClose}
      tone="default"
      title={tag ? t('tags.merge.title', { name: tag.name }) : ''}
      titleClassName="break-words"
      description={tag ? t('tags.merge.description', { name: tag.name, count: tag.links }) : ''}
      confirmLabel={t('tags.merge.confirm')}
      pendingLabel={t('tags.merge.merging')}
      confirmDisabled={into === ''}
      onConfirm={() => merge.mutateAsync({ id: tag!.id, into })}
      errorText={(error) => errorText(error, t('tags.merge.failed'), t)}
      onDone={(kept) => {
        toastSuccess(t('tags.merge.merged', { name: tag!.name, into: kept.name }));
        onClose();
      }}
      focusAfterDone={focusAfterDone}
    >
      <Field label={t('tags.merge.into')}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={into}
            onChange={(event) => setInto(event.target.value)}
          >
            <option value="">{t('tags.merge.choose')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </ConfirmDialog>
  );
}
