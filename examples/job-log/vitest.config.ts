import { reactPackageTests } from '../../vitest.react';

export default reactPackageTests('example-job-log');
