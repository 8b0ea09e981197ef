import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LockedNotice } from '@/components/access/locked-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChatLog } from '@/components/ui/chat-log';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAccessStatus } from '@/lib/access';
import { useUserId } from '@/lib/session';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { CHAT_MESSAGES, CHAT_SUGGESTIONS } from '../utils/messages';

/** SPEC §2 Chatbot: message list, input, send by button or Enter, typing indicator. */
export function ChatWindow() {
  const userId = useUserId();
  const chat = useAssistantChat(userId);
  const access = useAccessStatus();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = chat.status === 'waiting' || chat.status === 'streaming';

  const submit = (text: string) => {
    if (chat.send(text)) setDraft('');
    inputRef.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

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
    <Card padding="none" className="overflow-hidden">
      <ChatLog
        label="Conversation with the AI learning assistant"
        botName="Assistant"
        messages={chat.messages}
        streaming={chat.streaming}
        typing={chat.status === 'waiting'}
        empty={CHAT_MESSAGES.welcome}
        className="h-[min(32rem,60vh)] min-h-72 rounded-none border-0 border-b"
      />
      <div className="space-y-3 p-3 sm:p-4">
        {chat.locked && <LockedNotice trialEndsAt={access?.trialEndsAt ?? null} />}
        {chat.messages.length === 0 && chat.status === 'idle' && !chat.locked && (
          <ul aria-label="Suggested questions" className="flex flex-wrap gap-2">
            {CHAT_SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    submit(suggestion);
                  }}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {chat.notice && (
          <Alert tone="warning" onDismiss={chat.dismissNotice}>
            {chat.notice.message}
          </Alert>
        )}
        <form onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="chat-input" className="sr-only">
            Your message
          </label>
          <Input
            id="chat-input"
            ref={inputRef}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            placeholder={CHAT_MESSAGES.placeholder}
            autoComplete="off"
            maxLength={4000}
            className="flex-1"
          />
          <Button
            type="submit"
            loading={busy}
            loadingText="Sending..."
            disabled={chat.status === 'restoring' || chat.locked}
            className="shrink-0"
          >
            {CHAT_MESSAGES.send}
          </Button>
        </form>
      </div>
    </Card>
  );
}
