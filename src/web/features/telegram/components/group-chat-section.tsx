import { useTranslation } from 'react-i18next';
import { linkGroupSchema, type ConnectLink, type TelegramState } from '../../../../shared/telegram';
import { FormControl } from '../../../components/form/form-control';
import { InlineForm } from '../../../components/form/inline-form';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import { useConnectTelegram } from '../api/connect-telegram';
import { useLinkGroup } from '../api/link-group';
import { ChatBadge } from './chat-badge';
import { ConnectedChat } from './connected-chat';
import { ConnectLinkPanel } from './connect-link-panel';
import { CardSection } from '../../../components/layouts/card-section';
import { RequestError } from '../../../components/feedback/request-error';
import { useChatDisconnect } from './use-chat-disconnect';

interface GroupChatSectionProps {
  state: TelegramState;
  /** The /link command out, while the page waits for the group to confirm. */
  link: ConnectLink | undefined;
  onLink: (link: ConnectLink | undefined) => void;
  justConnected: boolean;
}

/**
 * The workspace's group, which gets its notices once for the whole team: linked by its id, or by
 * sending /link <token> there, by an owner or admin; the other members see whether it is there.
 */
export function GroupChatSection({ state, link, onLink, justConnected }: GroupChatSectionProps) {
  const { t } = useTranslation();
  const { disconnect, heading, remove } = useChatDisconnect('group', onLink);
  const bot = state.bot_username ? `@${state.bot_username}` : t('telegram.botFallback');
  const group = state.group_chat;

  return (
    <CardSection
      title={t('telegram.group.title')}
      aside={<ChatBadge connected={group !== null} />}
      description={t('telegram.group.description')}
      headingRef={heading}
    >
      {group ? (
        <ConnectedChat
          justConnected={justConnected ? t('telegram.group.justConnected') : null}
          disconnectLabel={t('telegram.group.disconnect')}
          disconnecting={disconnect.isPending}
          onDisconnect={state.manage_group ? () => void remove() : undefined}
        >
          {t('telegram.group.connectedTo')}{' '}
          <span className="font-mono text-muted-foreground">{group.id}</span>
          {!group.connected_by_you && <> {t('telegram.group.othersChoices')}</>}
        </ConnectedChat>
      ) : state.manage_group ? (
        <ol className="grid list-decimal gap-4 pl-5 text-sm marker:font-semibold">
          <li>{t('telegram.group.stepAdd', { bot })}</li>
          <li className="grid gap-3">
            <span>{t('telegram.group.stepLink')}</span>
            <GroupIdForm />
            <p className="text-muted-foreground">{t('telegram.group.or')}</p>
            <CommandStep link={link} onLink={onLink} />
          </li>
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('telegram.group.adminsConnect')}</p>
      )}
      <RequestError request={disconnect} fallback={t('telegram.chats.disconnectFailed')} worded />
    </CardSection>
  );
}

/** The group's id, checked by the shared rule, then by the server (is the bot in it?). */
function GroupIdForm() {
  const { t } = useTranslation();
  const save = useLinkGroup();
  const form = useZodForm(linkGroupSchema, { defaultValues: { group_id: '' } });
  const submit = useFormSubmit(form, (body) => save.mutateAsync(body), {
    describe: (error) => refusalText(error, t('telegram.group.linkFailed'), t),
    onDone: () => form.reset(),
  });

  return (
    <InlineForm
      label={t('telegram.group.formLabel')}
      submit={submit}
      submitLabel={t('telegram.group.link')}
      pendingLabel={t('telegram.group.linking')}
      variant="outline"
    >
      <FormControl
        form={form}
        name="group_id"
        label={t('telegram.group.idLabel')}
        hint={t('telegram.group.idHint')}
        announceError
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('telegram.group.idPlaceholder')}
          />
        )}
      </FormControl>
    </InlineForm>
  );
}

/** The other way: a one-time /link command to send in the group. */
function CommandStep({ link, onLink }: Pick<GroupChatSectionProps, 'link' | 'onLink'>) {
  const { t } = useTranslation();
  const connect = useConnectTelegram();
  const ask = () => connect.mutate(undefined, { onSuccess: (fresh) => onLink(fresh) });

  return (
    <div className="grid gap-3">
      {link ? (
        <ConnectLinkPanel
          key={link.group_command}
          kind="group"
          link={link}
          onRenew={ask}
          renewing={connect.isPending}
        />
      ) : (
        <div>
          <Button variant="outline" disabled={connect.isPending} onClick={ask}>
            {connect.isPending ? t('telegram.connect.connecting') : t('telegram.group.getCommand')}
          </Button>
        </div>
      )}
      <RequestError request={connect} fallback={t('telegram.connect.failed')} worded />
    </div>
  );
}
