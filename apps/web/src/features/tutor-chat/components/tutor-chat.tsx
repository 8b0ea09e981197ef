import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChatLog } from '@/components/ui/chat-log';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useUserId } from '@/lib/session';
import { GREETING, useTutorChat, type TutorChatHistory } from '../hooks/use-tutor-chat';
import { TUTOR_CHAT_MESSAGES } from '../utils/messages';

interface TutorChatProps {
  /** Today's history, kept by the tutor page (it also adds the lesson-completed lines). */
  history: TutorChatHistory;
}

/**
 * SPEC §2 tutor chat: the log (capped height, follows the newest line, replies rendered as they
 * stream), the text box (Enter sends, blank is not sent) and the Send / Answer / Processing... button.
 */
export function TutorChat({ history }: TutorChatProps) {
  const userId = useUserId();
  const chat = useTutorChat(history, userId);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = chat.status === 'waiting' || chat.status === 'streaming';
  const answered = history.messages.some((message) => message.sender === 'user');
  // SPEC §4: a day without history starts with the greeting (stored with the first question).
  const lines = history.messages.length === 0 ? [GREETING] : history.messages;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft('');
    // The button turns busy (disabled) after a click: keep the keyboard in the text box.
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-3">
      <ChatLog
        label="Tutor chat"
        botName="Tutor"
        messages={lines}
        streaming={chat.streaming}
        typing={chat.status === 'waiting'}
        footer={history.messages.length === 0 && chat.status === 'idle' ? TUTOR_CHAT_MESSAGES.empty : null}
        className="h-96 max-h-[60vh] min-h-60"
      />
      {chat.error && (
        <Alert
          tone="danger"
          onDismiss={chat.dismissError}
          action={
            chat.error.needsPayment ? (
              <Link to={paths.app.payment.getHref()} className="font-semibold underline">
                Unlock Premium
              </Link>
            ) : undefined
          }
        >
          {chat.error.message}
        </Alert>
      )}
      {/* Stacked: the tutor sits in a narrow column, and the placeholder must stay readable. */}
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor="tutor-chat-input" className="sr-only">
          Your answer or question
        </label>
        <Input
          id="tutor-chat-input"
          ref={inputRef}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          placeholder={TUTOR_CHAT_MESSAGES.placeholder}
          autoComplete="off"
          maxLength={4000}
        />
        <Button
          type="submit"
          loading={busy}
          loadingText={TUTOR_CHAT_MESSAGES.processing}
          disabled={chat.status === 'restoring' || !userId}
          className="self-end"
        >
          {answered ? TUTOR_CHAT_MESSAGES.answer : TUTOR_CHAT_MESSAGES.send}
        </Button>
      </form>
    </div>
  );
}
