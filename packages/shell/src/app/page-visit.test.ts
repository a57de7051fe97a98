import { describe, expect, test } from 'vitest';
import { pageNameOf } from './page-visit';

describe('PageName is a slash and the first path segment, plus the second if there is one', () => {
  test.each([
    ['/home', '/home'],
    ['/workorder/wodetails/abc/def', '/workorder/wodetails'],
    ['/customview/customer', '/customview/customer'],
    ['/', '/'],
  ])('%s gives %s', (path, name) => expect(pageNameOf(path)).toBe(name));
});
