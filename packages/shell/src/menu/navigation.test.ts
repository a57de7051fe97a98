import { describe, expect, test } from 'vitest';
import { type MenuTarget, menuTarget } from './navigation';

const context = { encode: async (value: string) => `enc(${value})`, currentPath: '/home' };
const item = (UiPageName: string, MenuName = 'Entry', IsExternal = false) => ({
  UiPageName,
  MenuName,
  IsExternal,
});

describe('clicking a menu entry navigates by its UiPageName', () => {
  const rules: Array<[string, ReturnType<typeof item>, MenuTarget]> = [
    [
      'an external http(s) link opens in a new tab',
      item('https://example.com/help', 'Help', true),
      { kind: 'newTab', url: 'https://example.com/help' },
    ],
    [
      'a non-external link reloads the window with the path and a uri query',
      item('http://example.com/a?b=1'),
      { kind: 'reload', url: '/home?uri=http%3A%2F%2Fexample.com%2Fa%3Fb%3D1' },
    ],
    [
      'managecustomers goes to /customview/customer',
      item('managecustomers'),
      { kind: 'route', to: '/customview/customer' },
    ],
    [
      'the customer create flag is kept',
      item('/customview/customer?create=true'),
      { kind: 'route', to: '/customview/customer?create=true' },
    ],
    [
      'the ManageProjects create flag is kept',
      item('/customview/ManageProjects?create=true'),
      { kind: 'route', to: '/customview/ManageProjects?create=true' },
    ],
    [
      'createpm goes to /pm/pm with the create flag',
      item('createpm'),
      { kind: 'route', to: '/pm/pm?create=true' },
    ],
    [
      '/pm/pmequipmentcreate goes to /pm/pmequipment with the create flag',
      item('/pm/pmequipmentcreate'),
      { kind: 'route', to: '/pm/pmequipment?create=true' },
    ],
    [
      '/project/createproject goes to /project with the create flag',
      item('/project/createproject'),
      { kind: 'route', to: '/project?create=true' },
    ],
    [
      '/admin/company goes to /company/company',
      item('/admin/company'),
      { kind: 'route', to: '/company/company' },
    ],
    [
      '/workorder/createworkorder goes to /workorder/createworkorder/0',
      item('/workorder/createworkorder'),
      { kind: 'route', to: '/workorder/createworkorder/0' },
    ],
    [
      'the integration client gets an encrypted targ and proc=true',
      item('/integration/client?targ=accounting'),
      { kind: 'route', to: '/integration/client?targ=enc(accounting)&proc=true' },
    ],
    [
      'a report dashboard by id goes to /reports/dashboards/{id}',
      item('/reports/dashboards?id=12'),
      { kind: 'route', to: '/reports/dashboards/12' },
    ],
    [
      'other reports with typeid get name and typeid',
      item('/reports/smslogreport?typeid=3', 'SMS Log'),
      { kind: 'route', to: '/reports/smslogreport?name=SMS+Log&typeid=3' },
    ],
    [
      'anything else navigates directly',
      item('/dispatch/dispatchboard'),
      { kind: 'route', to: '/dispatch/dispatchboard' },
    ],
    ['an entry with no name and no page does nothing', item('', ''), { kind: 'none' }],
  ];
  test.each(rules)('%s', async (_rule, entry, expected) => {
    expect(await menuTarget(entry, context)).toEqual(expected);
  });
});
