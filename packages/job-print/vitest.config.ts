import { reactPackageTests } from '../../vitest.react';

export default reactPackageTests('job-print');
