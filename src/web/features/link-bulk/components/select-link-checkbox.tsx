import { useTranslation } from 'react-i18next';
import type { Link, LinkList } from '../../../../shared/links';
import { cn } from '../../../lib/cn';
import { checkboxClass } from './checkbox-class';
import type { LinkBulk } from './use-link-bulk';

/** A row's checkbox, named after its short link ("Select go.example.com/spring-sale"). */
export function SelectLinkCheckbox({ bulk, link, page }: { bulk: LinkBulk; link: Link; page: LinkList }) {
  const { t } = useTranslation();
  const { selection } = bulk;
  const shown = link.link.replace(/^https?:\/\//i, '');
  return (
    <input
      type="checkbox"
      aria-label={t('linkBulk.select.row', { link: shown })}
      checked={selection.allMatching || selection.ids.has(link.id)}
      // While a job runs its choice stays as it was: it is cleared once the job is done.
      disabled={bulk.running}
      onChange={(event) =>
        selection.toggle(
          link.id,
          event.target.checked,
          page.items.map((item) => item.id),
        )
      }
      className={cn(checkboxClass, 'mt-1')}
    />
  );
}
