import { afterEach, describe, expect, it, vi } from 'vitest';
import { notesHub, serviceNotes } from '../contract';
import { createFieldkit } from '../fieldkit';
import { translateBuiltIn } from '../i18n/built-in-texts';
import { createMemoryStorage } from '../session/key-value-storage';
import { fakeHub } from '../testing/fake-hub';
import { demoGrant, demoSession, fakeNetwork, json, testConfigInput } from '../testing/fake-network';
import { shownNotices } from '../testing/shown-notices';
import { createWidgetScope, widgetHub } from './widget-scope';

const grant = demoGrant();

function fieldkit() {
  const net = fakeNetwork({
    'POST http://fk.test/api/auth/Account/SignIn': json(grant),
    [`http://fk.test/api/workOrder/GetReceivedServNotesLogCount/${demoSession.CompanyId}/${demoSession.LoginId}`]:
      json({ Count: 3 }),
  });
  return {
    net,
    fk: createFieldkit({ config: testConfigInput, fetch: net.fetch, storage: createMemoryStorage() }),
  };
}

const scopeOf = (fk: ReturnType<typeof fieldkit>['fk']) =>
  createWidgetScope<{ serviceNotes: typeof serviceNotes }, { count: number }, 'title' | 'gone'>({
    fieldkit: fk,
    name: 'createTestWidget',
    label: 'Test widget',
    ns: 'testWidget',
    texts: { title: 'Test', gone: 'Gone: {{what}}' },
    calls: { serviceNotes },
    state: { count: 0 },
  });

describe('a widget scope: what every part of one widget model shares', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("logs a failed step under the widget's label, with its error", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('down');
    scopeOf(fieldkit().fk).warn('the count could not be read', error);
    expect(warn).toHaveBeenCalledWith('Test widget: the count could not be read', error);
    warn.mockRestore();
  });

  it("registers the widget's texts, calls its contract group with the session's token and keeps its state", async () => {
    const { fk, net } = fieldkit();
    const scope = scopeOf(fk);
    expect(translateBuiltIn('testWidget', 'gone', { what: 'the note' })).toBe('Gone: the note');
    expect(() => scope.me()).toThrow('createTestWidget: nobody is signed in');
    await fk.actions.signIn('dispatch', 'secret');
    const { loginId, companyId } = scope.me();
    expect([loginId, companyId]).toEqual([demoSession.LoginId, demoSession.CompanyId]);
    const { Count } = await scope.api.serviceNotes.getReceivedServNotesLogCount({
      params: { companyId, loginId },
    });
    scope.set({ count: Count });
    expect(scope.get()).toEqual({ count: 3 });
    expect(scope.store.getState().count).toBe(3);
    expect(net.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it("shows notices in the widget's namespace, with their values", () => {
    const { fk } = fieldkit();
    scopeOf(fk).notify('error', 'title', 'gone', { what: 'x' });
    expect(fk.notices.getState().notices).toMatchObject([
      { severity: 'error', ns: 'testWidget', title: 'title', text: 'gone', values: { what: 'x' } },
    ]);
    expect(shownNotices(fk.notices)[0]?.text).toBe('Gone: x');
  });

  it("shows the server's words or code as a notice of the widget: as the text of ours that has it as a key, else as it came", () => {
    const { fk } = fieldkit();
    const scope = scopeOf(fk);
    scope.notifyAnswer('success', 'title', 'gone');
    scope.notifyAnswer('error', 'title', 'The number is not in service');
    expect(shownNotices(fk.notices).map((n) => [n.severity, n.title, n.text])).toEqual([
      ['success', 'Test', 'Gone: '],
      ['error', 'Test', 'The number is not in service'],
    ]);
  });

  it('dispose stops its timers not yet run and what it owns, newest first', () => {
    vi.useFakeTimers();
    const scope = scopeOf(fieldkit().fk);
    const ran: string[] = [];
    scope.later(100, () => ran.push('early'));
    scope.later(500, () => ran.push('late'));
    scope.own(() => ran.push('stopped first'));
    scope.own(() => ran.push('stopped last'));
    vi.advanceTimersByTime(200);
    scope.dispose();
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['early', 'stopped last', 'stopped first']);
    scope.dispose();
    expect(ran).toHaveLength(3);
  });

  it("listens on the host's hub when it passes one, else on the Fieldkit's own connection", () => {
    const { fk } = fieldkit();
    const standIn = fakeHub();
    const heard: unknown[][] = [];
    widgetHub(fk, notesHub, standIn.hub).on('SendNotes', (...args) => heard.push(args));
    standIn.push('SendNotes', 4, true, demoSession.LoginId);
    expect(heard).toEqual([[4, true, demoSession.LoginId]]);
    expect(widgetHub(fk, notesHub).state).toBe(fk.hub(notesHub).state);
  });
});
