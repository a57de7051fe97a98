import { useGrowingTextArea, useSession } from '@fieldkit/ui';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { isSendable, isSendKey } from '../model/compose';
import { ComposeTarget } from './ComposeTarget';
import { AttachMenu, useFilePicker } from './FilePicker';
import { UploadTray } from './UploadTray';

/**
 * The message box: a text area that grows with its text up to a few lines (Enter sends, Shift or Ctrl with Enter
 * makes a new line), an attach menu (Images, Document) with its upload tray, and a send button. Files pasted into
 * the box go to the tray, as dropped ones do.
 */
export function MessageBox({ boxRef }: { boxRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useChatTexts();
  const chat = useChat();
  const trayCount = useChatState((s) => s.tray.length);
  const composing = useChatState((s) => s.composing);
  const editing = composing?.mode === 'edit';
  const [text, setText] = useState('');
  // Replying or editing starts in the box; an edit starts from the message's text.
  useEffect(() => {
    if (!composing) return;
    if (composing.mode === 'edit') setText(composing.message.ChatTxt);
    boxRef.current?.focus();
  }, [composing, boxRef]);
  const cancelCompose = () => {
    if (editing) setText('');
    chat.cancelCompose();
    boxRef.current?.focus();
  };
  const files = useFilePicker();
  // The session ended: the box keeps what was typed but takes no more, until the sign-in page.
  const ended = useSession((s) => s.ended);
  useGrowingTextArea(boxRef, text);
  const canSend =
    !ended &&
    (editing
      ? isSendable(text) || composing.message.AttachmentDetails.length > 0
      : isSendable(text) || trayCount > 0);

  const send = async () => {
    if (!canSend) return;
    const sent = await chat.send(text);
    // Only what was sent leaves the box: what the user typed while it was being sent stays there.
    if (sent) setText((current) => (current === text ? '' : current));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Escape leaves the reply or the edit first; only then does it go back from the conversation.
    if (event.key === 'Escape' && composing) {
      event.preventDefault();
      cancelCompose();
      return;
    }
    if (isSendKey(event.nativeEvent)) {
      event.preventDefault();
      void send();
    }
  };
  // A screenshot or a copied file pastes as files with no text: they go to the tray. Text copied with a picture
  // of itself (from an office document) pastes as text.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData;
    if (pasted.files.length === 0 || pasted.types.includes('text/plain')) return;
    event.preventDefault();
    chat.addFiles([...pasted.files], 'any');
  };
  return (
    <div className="fk-chat-compose" part="composer">
      <UploadTray onAddNew={files.pickAgain} />
      {composing ? <ComposeTarget target={composing} onCancel={cancelCompose} /> : null}
      <div className="fk-chat-compose__row">
        {/* An edit changes the text only: files go with a new message. */}
        {editing ? null : <AttachMenu pick={files.pick} />}
        {files.inputs}
        <textarea
          ref={boxRef}
          className="fk-input fk-chat-compose__text"
          aria-label={t('messageBox')}
          placeholder={t('messagePlaceholder')}
          rows={1}
          readOnly={ended}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            // An edit is not a new message coming: the other side is not told of typing.
            if (!editing) chat.typing();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button
          type="button"
          className="fk-button"
          data-fk-variant="primary"
          disabled={!canSend}
          onClick={() => void send()}
        >
          {editing ? t('save') : t('send')}
        </button>
      </div>
    </div>
  );
}
