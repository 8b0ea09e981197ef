import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChatLog } from '@/components/ui/chat-log';
import { Textarea } from '@/components/ui/textarea';
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
  const inputRef = useRef<HTMLTextAreaElement>(null);
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
  // SPEC §2: Enter sends; Shift+Enter starts a new line (and an IME's Enter confirms its text).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
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
      {/* Stacked, two lines high: the whole placeholder stays readable in a narrow column or on a phone. */}
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor="tutor-chat-input" className="sr-only">
          Your answer or question
        </label>
        <Textarea
          id="tutor-chat-input"
          ref={inputRef}
          rows={2}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={TUTOR_CHAT_MESSAGES.placeholder}
          autoComplete="off"
          maxLength={4000}
          className="min-h-0 resize-none"
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
