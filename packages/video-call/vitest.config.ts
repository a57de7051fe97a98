import { reactPackageTests } from '../../vitest.react';

export default reactPackageTests('video-call');
