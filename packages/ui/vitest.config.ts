import { reactPackageTests } from '../../vitest.react';

export default reactPackageTests('ui');
