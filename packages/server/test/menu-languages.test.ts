import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';

let t: TestServer;
let carol: string;
beforeAll(async () => {
  t = await startTestServer();
  carol = (await signIn(t.url, 'carol')).access_token;
});
afterAll(() => t.dispose());

type Item = { MenuId: number; MenuName: string; Childrens: Item[] };
const names = (items: Item[]): Array<[number, string]> =>
  items.flatMap((item) => [[item.MenuId, item.MenuName] as [number, string], ...names(item.Childrens)]);

describe('Spanish is as complete as French: the server seeds the menu in all three languages', () => {
  test('every entry of the Spanish menu has a Spanish name, none left in English', async () => {
    const [en = [], fr = [], es = []] = await Promise.all(
      [1, 2, 3].map(async (language) => {
        const r = await call(t.url, 'GET', `/api/admin/Menu/GetMenuItems/2/4/${language}`, { token: carol });
        expect(r.status).toBe(200);
        return names(r.body as Item[]);
      }),
    );
    expect(es.map(([id]) => id)).toEqual(fr.map(([id]) => id));
    expect(es.length).toBe(en.length);
    const english = new Map(en);
    expect(es.filter(([id, name]) => english.get(id) === name)).toEqual([]);
    expect(new Map(es).get(1)).toBe('Inicio');
    expect(new Map(es).get(832)).toBe('Configuración del sistema');
  });
});
