import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '../model/initials';
import { Avatar } from './Avatar';
import { LoaderOverlay } from './LoaderOverlay';
import { StatusDot } from './StatusDot';

describe('the avatar shows a picture or the initials of the name', () => {
  it('initials come from the first and last words', () => {
    expect(initialsOf('Ana de Souza')).toBe('AS');
    expect(initialsOf('  tom  ')).toBe('T');
    expect(initialsOf('')).toBe('?');
  });

  it('without a picture, an image named by the person shows the initials', () => {
    render(<Avatar name="Ana de Souza" />);
    expect(screen.getByRole('img', { name: 'Ana de Souza' }).textContent).toBe('AS');
  });

  it('with a picture, the img has the name as alt text', () => {
    render(<Avatar name="Ana de Souza" src="data:image/png;base64,iVBORw0KGgo=" />);
    const img = screen.getByRole('img', { name: 'Ana de Souza' });
    expect(img.tagName).toBe('IMG');
  });
});

describe('the status dot names its status', () => {
  it('each status has its label and data attribute', () => {
    for (const [status, name] of [
      ['online', 'Online'],
      ['offline', 'Offline'],
      ['busy', 'Busy'],
      ['away', 'Away'],
    ] as const) {
      const { unmount } = render(<StatusDot status={status} />);
      expect(screen.getByRole('img', { name }).getAttribute('data-fk-status')).toBe(status);
      unmount();
    }
  });

  it('a label can be passed in', () => {
    render(<StatusDot status="busy" label="Occupé" />);
    expect(screen.getByRole('img', { name: 'Occupé' })).toBeTruthy();
  });
});

describe('the loader overlay is busy and labelled while active', () => {
  it('shows a busy status named by its label', () => {
    render(<LoaderOverlay active label="Loading menu" />);
    const overlay = screen.getByRole('status', { name: 'Loading menu' });
    expect(overlay.getAttribute('aria-busy')).toBe('true');
  });

  it('shows nothing while inactive', () => {
    render(<LoaderOverlay active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
