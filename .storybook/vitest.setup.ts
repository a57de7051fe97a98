import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from './preview';

// Stories run with the same decorators and globals as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});
