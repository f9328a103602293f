import { useRef } from 'react';
import type { ChatKind, ConnectLink } from '../../../../shared/telegram';
import { useDisconnectChat } from '../api/disconnect-chat';

/**
 * Disconnecting a chat section's chat: the link out is dropped, and focus goes to the section's
 * heading, since the button that had it is gone with the chat.
 */
export function useChatDisconnect(kind: ChatKind, onLink: (link: ConnectLink | undefined) => void) {
  const disconnect = useDisconnectChat();
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async () => {
    try {
      await disconnect.mutateAsync({ kind });
    } catch {
      // Shown from disconnect.error by the section.
      return;
    }
    onLink(undefined);
    heading.current?.focus();
  };

  return { disconnect, heading, remove };
}
