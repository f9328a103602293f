import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Asks before leaving with unsaved changes: in-app navigation and closing or reloading the tab. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  // Moving within the same page (?link= to another link included) leaves the draft too.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('targeting.unsaved.title')}
      description={t('targeting.unsaved.description')}
      cancelLabel={t('targeting.unsaved.stay')}
      confirmLabel={t('targeting.unsaved.leave')}
      pendingLabel={t('targeting.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
