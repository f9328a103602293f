import { CheckCircle2, CircleDot, MessageSquareReply, RotateCcw, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem, FeedbackState } from '../../../../shared/feedback';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';

interface FeedbackEntryProps {
  item: FeedbackItem;
  dateFormat: Intl.DateTimeFormat;
  /** A state change of this item is on its way. */
  changingState: boolean;
  onSetState: (state: FeedbackState) => void;
  onReply: () => void;
}

/** One message in the admin's list: who sent it, about what, from where and when, and the actions. */
export function FeedbackEntry({ item, dateFormat, changingState, onSetState, onReply }: FeedbackEntryProps) {
  const { t } = useTranslation();
  const id = useId();
  const senderId = `${id}-sender`;
  const name = item.user.name.trim();
  const handled = item.state === 'handled';

  return (
    <article aria-labelledby={senderId} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={senderId} className="font-medium wrap-anywhere">
            <span className="sr-only">{t('feedback.admin.from')} </span>
            {name || item.user.email || t('feedback.admin.unnamed')}
          </h3>
          {name && item.user.email && (
            <p className="text-sm break-all text-muted-foreground">{item.user.email}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {/* A subject, not a state: the foreground's colour over the neutral tone's. */}
          <StatusBadge tone="neutral" className="bg-muted/50 text-foreground">
            {t(`feedback.categories.${item.category}`)}
          </StatusBadge>
          <StatusBadge
            tone={handled ? 'success' : 'warning'}
            icon={handled ? CheckCircle2 : CircleDot}
            srLabel={t('feedback.admin.stateLabel')}
          >
            {t(`feedback.states.${item.state}`)}
          </StatusBadge>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="contents sm:flex sm:gap-1.5">
          <dt className="text-muted-foreground">{t('feedback.admin.rating')}</dt>
          <dd className="inline-flex items-center gap-1">
            {item.rating === null ? (
              t('feedback.admin.noRating')
            ) : (
              <>
                <Star className="size-3.5 text-warning" aria-hidden="true" />
                {t('feedback.admin.ratingValue', { value: item.rating })}
              </>
            )}
          </dd>
        </div>
        <div className="contents sm:flex sm:gap-1.5">
          <dt className="text-muted-foreground">{t('feedback.admin.page')}</dt>
          <dd className="min-w-0 font-mono break-all">{item.page ?? t('feedback.admin.noPage')}</dd>
        </div>
        <div className="contents sm:flex sm:gap-1.5">
          <dt className="text-muted-foreground">{t('feedback.admin.sentAt')}</dt>
          <dd>
            <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>
          </dd>
        </div>
      </dl>
      <p className="text-sm whitespace-pre-wrap wrap-anywhere">{item.message}</p>
      {item.reply !== null && (
        <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3 text-sm">
          <p className="font-medium">
            {t('feedback.admin.replyOf', {
              date: item.replied_at ? dateFormat.format(new Date(item.replied_at)) : '',
            })}
          </p>
          <p className="whitespace-pre-wrap wrap-anywhere">{item.reply}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={changingState}
          aria-describedby={senderId}
          onClick={() => onSetState(handled ? 'open' : 'handled')}
        >
          {handled ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {handled ? t('feedback.admin.reopen') : t('feedback.admin.markHandled')}
        </Button>
        <Button variant="outline" size="sm" aria-describedby={senderId} onClick={onReply}>
          <MessageSquareReply aria-hidden="true" />
          {t('feedback.admin.reply')}
        </Button>
      </div>
    </article>
  );
}
