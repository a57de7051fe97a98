import { reactPackageTests } from '../../vitest.react';

export default reactPackageTests('chat-widget', ['./test/setup.ts']);
