import { type DragEvent, type HTMLAttributes, type ReactNode, useRef, useState } from 'react';

/** Props of {@link FileDrop}. */
export interface FileDropProps extends Omit<HTMLAttributes<HTMLElement>, 'onDrop' | 'aria-label'> {
  /** The region's accessible name ('Conversation with Bob Stone'). */
  label: string;
  /** What is shown over the region while files are dragged over it ('Drop files to add them'). */
  dropText: string;
  /** The files dropped, in their order. */
  onFiles: (files: File[]) => void;
  /** The region's `part` name, for a custom element's host page to style it. */
  part?: string | undefined;
  children: ReactNode;
}

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A region that takes files dropped on it: while files are dragged over it, a notice covers it saying what a drop
 * does; text and links dragged from the page are left to the browser.
 */
export function FileDrop({ label, dropText, onFiles, part, children, ...rest }: FileDropProps) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for each child crossed: the drag has left when they balance.
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <section
      {...rest}
      aria-label={label}
      part={part}
      data-fk-drop={over ? 'over' : 'idle'}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        leave();
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {over ? (
        <div className="fk-drop__over" aria-hidden="true">
          {dropText}
        </div>
      ) : null}
    </section>
  );
}
