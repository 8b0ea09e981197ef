import { Link } from 'react-router';
import { LockedNotice } from '@/components/access/locked-notice';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useStoredConversation } from '@/hooks/use-stored-conversation';
import { useAccessStatus } from '@/lib/access';
import { ApiError } from '@/lib/api-client';
import { useUserId } from '@/lib/session';
import { assistantChannel } from '../api/channels';
import { useConversation } from '../hooks/use-conversation';
import { CHAT_MESSAGES, CHAT_SUGGESTIONS } from '../utils/messages';
import { ConversationWindow } from './conversation-window';

/** SPEC §3: the chatbot keeps its history per user in the browser. */
export const chatHistoryKey = (userId: string) => `chatHistory_${userId}`;

/** Lines kept in the browser; the server keeps the full conversation. */
const KEPT = 200;
const LINES = { noReply: CHAT_MESSAGES.empty, failed: CHAT_MESSAGES.failed };

/** The server's reason when it refused for the quota (429): shown under the log. */
function quotaNotice(failure: unknown): string | null {
  return failure instanceof ApiError && failure.status === 429 && failure.serverMessage
    ? failure.serverMessage
    : null;
}

/** SPEC §2 Chatbot: message list, input, send by button or Enter, typing indicator. */
export function AssistantChat() {
  const userId = useUserId();
  const history = useStoredConversation(userId ? chatHistoryKey(userId) : null, { kept: KEPT });
  const chat = useConversation({
    channel: assistantChannel,
    history,
    userId,
    lines: LINES,
    locksWhenPaymentRequired: true,
  });
  const access = useAccessStatus();
  const notice = quotaNotice(chat.failure);

  if (!userId)
    return (
      <Alert
        tone="info"
        action={
          <Link to={paths.auth.login.getHref()} className="font-semibold underline">
            Log In
          </Link>
        }
      >
        {CHAT_MESSAGES.loggedOut}
      </Alert>
    );

  return (
    <ConversationWindow
      framed
      conversation={chat}
      log={{
        label: 'Conversation with the AI learning assistant',
        botName: 'Assistant',
        messages: history.messages,
        empty: CHAT_MESSAGES.welcome,
      }}
      input={{ id: 'chat-input', label: 'Your message', placeholder: CHAT_MESSAGES.placeholder }}
      submit={{ label: CHAT_MESSAGES.send, busyLabel: 'Sending...', disabled: chat.locked }}
      suggestions={
        history.messages.length === 0 && chat.status === 'idle' && !chat.locked ? CHAT_SUGGESTIONS : undefined
      }
    >
      {chat.locked && <LockedNotice trialEndsAt={access?.trialEndsAt ?? null} />}
      {notice && (
        <Alert tone="warning" onDismiss={chat.dismissFailure}>
          {notice}
        </Alert>
      )}
    </ConversationWindow>
  );
}
