import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { ChatMessage } from '@pathwise/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChatLog } from '@/components/ui/chat-log';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Conversation } from '../hooks/use-conversation';

export interface ConversationWindowProps {
  conversation: Conversation;
  /** The log: its accessible name, the bot's name, the lines, the empty state or a note under the lines. */
  log: { label: string; botName: string; messages: ChatMessage[]; empty?: ReactNode; footer?: ReactNode };
  /** The text box: one line (Enter submits the form), or two lines where Shift+Enter starts a new line. */
  input: { id: string; label: string; placeholder: string; multiline?: boolean };
  /** The send button's label, its busy label, and when it is off besides while busy. */
  submit: { label: string; busyLabel: string; disabled: boolean };
  /** A page card with the log on top, or a plain column (a side panel). */
  framed?: boolean;
  /** Questions to start with, sent on a click. */
  suggestions?: readonly string[];
  /** Notices between the log and the text box. */
  children?: ReactNode;
}

/**
 * SPEC §2 chat window: the log (capped height, follows the newest line, replies rendered as they
 * stream), the text box (Enter sends, blank is not sent) and the send button.
 */
export function ConversationWindow({
  conversation,
  log,
  input,
  submit,
  framed = false,
  suggestions,
  children,
}: ConversationWindowProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const busy = conversation.status === 'waiting' || conversation.status === 'streaming';

  const send = (text: string) => {
    if (conversation.send(text)) setDraft('');
    // The button turns busy (disabled) after a click: keep the keyboard in the text box.
    inputRef.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  // SPEC §2: Enter sends; Shift+Enter starts a new line (and an IME's Enter confirms its text).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const field = {
    id: input.id,
    ref: inputRef,
    value: draft,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
    },
    placeholder: input.placeholder,
    autoComplete: 'off',
    maxLength: 4000,
  };
  const chatLog = (
    <ChatLog
      label={log.label}
      botName={log.botName}
      messages={log.messages}
      streaming={conversation.streaming}
      typing={conversation.status === 'waiting'}
      empty={log.empty}
      footer={log.footer}
      className={
        framed ? 'h-[min(32rem,60vh)] min-h-72 rounded-none border-0 border-b' : 'h-96 max-h-[60vh] min-h-60'
      }
    />
  );
  const controls = (
    <>
      {suggestions && (
        <ul aria-label="Suggested questions" className="flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  send(suggestion);
                }}
              >
                {suggestion}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {children}
      {/* Two lines stacked: the whole placeholder stays readable in a narrow column or on a phone. */}
      <form onSubmit={onSubmit} className={input.multiline ? 'flex flex-col gap-2' : 'flex gap-2'}>
        <label htmlFor={input.id} className="sr-only">
          {input.label}
        </label>
        {input.multiline ? (
          <Textarea {...field} rows={2} onKeyDown={onKeyDown} className="min-h-0 resize-none" />
        ) : (
          <Input {...field} className="flex-1" />
        )}
        <Button
          type="submit"
          loading={busy}
          loadingText={submit.busyLabel}
          disabled={conversation.status === 'restoring' || submit.disabled}
          className={input.multiline ? 'self-end' : 'shrink-0'}
        >
          {submit.label}
        </Button>
      </form>
    </>
  );

  return framed ? (
    <Card padding="none" className="overflow-hidden">
      {chatLog}
      <div className="space-y-3 p-3 sm:p-4">{controls}</div>
    </Card>
  ) : (
    <div className="space-y-3">
      {chatLog}
      {controls}
    </div>
  );
}
