import type { ChatMessage } from '@pathwise/contract';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import type { StoredConversation } from '@/hooks/use-stored-conversation';
import { ApiError } from '@/lib/api-client';
import { useUserId } from '@/lib/session';
import { tutorChannel } from '../api/channels';
import { useConversation } from '../hooks/use-conversation';
import { TUTOR_CHAT_MESSAGES } from '../utils/messages';
import { ConversationWindow } from './conversation-window';

interface TutorChatProps {
  /** Today's history, kept by the tutor page (it also adds the lesson-completed lines). */
  history: StoredConversation;
}

/** SPEC §4: the first line of a day's tutor chat. */
export const GREETING: ChatMessage = { sender: 'bot', text: TUTOR_CHAT_MESSAGES.greeting };
const LINES = { noReply: TUTOR_CHAT_MESSAGES.noResponse, failed: TUTOR_CHAT_MESSAGES.errorLine };

/** The banner above the input (SPEC §8), or the server's own message for a quota or access refusal. */
function bannerFor(failure: unknown): { message: string; needsPayment: boolean } {
  // The quota (429) and access (402) refusals say what happened and when it ends: show them as they are.
  if (
    failure instanceof ApiError &&
    (failure.status === 429 || failure.status === 402) &&
    failure.serverMessage
  )
    return { message: failure.serverMessage, needsPayment: failure.status === 402 };
  return { message: TUTOR_CHAT_MESSAGES.failedBanner, needsPayment: false };
}

/** SPEC §2 tutor chat: the log, the text box and the Send / Answer / Processing... button. */
export function TutorChat({ history }: TutorChatProps) {
  const userId = useUserId();
  const chat = useConversation({ channel: tutorChannel, history, userId, lines: LINES, opening: GREETING });
  const answered = history.messages.some((message) => message.sender === 'user');
  const banner = chat.failure ? bannerFor(chat.failure) : null;

  return (
    <ConversationWindow
      conversation={chat}
      log={{
        label: 'Tutor chat',
        botName: 'Tutor',
        // SPEC §4: a day without history starts with the greeting (stored with the first question).
        messages: history.messages.length === 0 ? [GREETING] : history.messages,
        footer: history.messages.length === 0 && chat.status === 'idle' ? TUTOR_CHAT_MESSAGES.empty : null,
      }}
      input={{
        id: 'tutor-chat-input',
        label: 'Your answer or question',
        placeholder: TUTOR_CHAT_MESSAGES.placeholder,
        multiline: true,
      }}
      submit={{
        label: answered ? TUTOR_CHAT_MESSAGES.answer : TUTOR_CHAT_MESSAGES.send,
        busyLabel: TUTOR_CHAT_MESSAGES.processing,
        disabled: !userId,
      }}
    >
      {banner && (
        <Alert
          tone="danger"
          onDismiss={chat.dismissFailure}
          action={
            banner.needsPayment ? (
              <Link to={paths.app.payment.getHref()} className="font-semibold underline">
                Unlock Premium
              </Link>
            ) : undefined
          }
        >
          {banner.message}
        </Alert>
      )}
    </ConversationWindow>
  );
}
