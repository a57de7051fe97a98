import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FileDrop } from './FileDrop';

/** A drop region that lists what was dropped on it, as the chat's conversation adds it to the tray. */
function Region() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <div style={{ width: 360 }}>
      <FileDrop
        label="Conversation with Bob Martin"
        dropText="Drop the files to add them to your message"
        onFiles={(files) => setNames((before) => [...before, ...files.map((file) => file.name)])}
        className="fk-story-drop"
        style={{ minHeight: 200, padding: 12, border: '1px solid #c9d1dc' }}
      >
        <p>Drag files from the desktop here.</p>
        <ul>
          {names.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be dropped twice.
            <li key={i}>{name}</li>
          ))}
        </ul>
      </FileDrop>
    </div>
  );
}

const meta = { title: 'Primitives/FileDrop', component: Region } satisfies Meta<typeof Region>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for files: nothing shows until files are dragged over. */
export const Idle: Story = {};

/** Files dragged over the region: the notice covers it, saying what a drop does. */
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    // A drag from the desktop as the page sees it: an event whose dataTransfer carries files.
    const dragEnter = new Event('dragenter', { bubbles: true, cancelable: true });
    Object.defineProperty(dragEnter, 'dataTransfer', {
      value: { types: ['Files'], files: [], dropEffect: 'none' },
    });
    canvasElement.querySelector('section')?.dispatchEvent(dragEnter);
  },
};
