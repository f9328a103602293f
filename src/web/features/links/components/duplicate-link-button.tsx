import { CopyPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Link } from '../../../../shared/links';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDuplicateLink } from '../api/duplicate-link';
import { displayLink } from '../lib/display';

/** Makes a copy of the link under a new code, and says which (the list then shows it first). */
export function DuplicateLinkButton({ link }: { link: Link }) {
  const { t } = useTranslation();
  const duplicate = useDuplicateLink();
  const label = t('links.duplicate.open', { link: displayLink(link.link) });
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(
          { id: link.id },
          {
            onSuccess: (copy) =>
              toastSuccess(
                t('links.duplicate.done'),
                t('links.duplicate.doneDescription', { link: displayLink(copy.link) }),
              ),
            // The plan's limit among them: the catalogue's sentence says what to do.
            onError: (error) =>
              toastError(t('links.duplicate.failed'), errorText(error, t('auth.errors.requestFailed'), t)),
          },
        )
      }
    >
      <CopyPlus aria-hidden="true" />
    </Button>
  );
}
