import { reactPackageTests } from '../../vitest.react';

export default reactPackageTests('notes-widget');
