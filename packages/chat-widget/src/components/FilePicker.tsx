import { Icon, Menu, MenuItem } from '@fieldkit/ui';
import { useEffect, useRef } from 'react';
import { useChat, useChatTexts } from '../hooks/widget';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from '../model/files';
import { FILE_PICKER_DELAY_MS } from '../model/timings';

type Kind = 'image' | 'document';

/**
 * The box's file pickers: `pick(kind)` opens the system's picker of images or of documents (after the menu that
 * asked has closed), `pickAgain()` the kind picked last (the tray's 'add'); `inputs` are their hidden inputs, whose
 * files go to the tray.
 */
export function useFilePicker() {
  const chat = useChat();
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const lastKind = useRef<Kind>('document');
  const pickerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pickerTimer.current), []);
  const pick = (kind: Kind) => {
    lastKind.current = kind;
    clearTimeout(pickerTimer.current);
    pickerTimer.current = setTimeout(
      () => (kind === 'image' ? imageInput : documentInput).current?.click(),
      FILE_PICKER_DELAY_MS,
    );
  };
  const onFiles = (kind: Kind, input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length > 0) chat.addFiles(files, kind);
  };
  const inputs = (
    <>
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
    </>
  );
  return { pick, pickAgain: () => pick(lastKind.current), inputs };
}

/** The attach menu: Images or Document, each opening its picker. */
export function AttachMenu({ pick }: { pick: (kind: Kind) => void }) {
  const t = useChatTexts();
  return (
    <Menu label={<Icon name="attach" />} ariaLabel={t('attach')} placement="top-start">
      <MenuItem onSelect={() => pick('image')}>{t('images')}</MenuItem>
      <MenuItem onSelect={() => pick('document')}>{t('document')}</MenuItem>
    </Menu>
  );
}
