import { Icon, Menu, MenuItem, useGrowingTextArea, useSession } from '@fieldkit/ui';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { isSendable, isSendKey } from '../model/compose';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from '../model/files';
import { FILE_PICKER_DELAY_MS } from '../model/timings';
import { ComposeTarget } from './ComposeTarget';
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
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const lastKind = useRef<'image' | 'document'>('document');
  const pickerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pickerTimer.current), []);
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
    if (sent) setText('');
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
  const pick = (kind: 'image' | 'document') => {
    lastKind.current = kind;
    clearTimeout(pickerTimer.current);
    pickerTimer.current = setTimeout(
      () => (kind === 'image' ? imageInput : documentInput).current?.click(),
      FILE_PICKER_DELAY_MS,
    );
  };
  const onFiles = (kind: 'image' | 'document', input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length > 0) chat.addFiles(files, kind);
  };

  return (
    <div className="fk-chat-compose" part="composer">
      <UploadTray onAddNew={() => pick(lastKind.current)} />
      {composing ? <ComposeTarget target={composing} onCancel={cancelCompose} /> : null}
      <div className="fk-chat-compose__row">
        {/* An edit changes the text only: files go with a new message. */}
        {editing ? null : (
          <Menu label={<Icon name="attach" />} ariaLabel={t('attach')} placement="top-start">
            <MenuItem onSelect={() => pick('image')}>{t('images')}</MenuItem>
            <MenuItem onSelect={() => pick('document')}>{t('document')}</MenuItem>
          </Menu>
        )}
        <input
          ref={imageInput}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          data-testid="image-picker"
          onChange={(e) => onFiles('image', e.currentTarget)}
        />
        <input
          ref={documentInput}
          type="file"
          accept={DOCUMENT_ACCEPT}
          multiple
          hidden
          data-testid="document-picker"
          onChange={(e) => onFiles('document', e.currentTarget)}
        />
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
