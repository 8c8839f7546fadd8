import { describe, expect, it } from 'vitest';
import { MODAL_IDS, type ModalState } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { fetchApi } from '../../../test/api.ts';

const server = useTestServer();


async function call(email: string | null, path: string, init: { method?: string; body?: unknown } = {}) {
  return fetchApi(server)(email ? await server.token(email) : null, path, init);
}

const states = async (email: string) => (await (await call(email, '/account/modals')).json()) as ModalState[];

describe('announcement modals seen per user', () => {
  it('lists every modal, unseen, for a user who has seen none', async () => {
    await server.database.query(`delete from modal_seen where user_id in (select id from users where email in ('light@demo.test', 'newcomer@demo.test'))`);
    expect(await states('light@demo.test')).toEqual(MODAL_IDS.map((modalId) => ({ modalId, seen: false, dontShowAgain: false })));
  });

  it('remembers a modal as seen, and whether not to show it again, for that user only', async () => {
    const res = await call('light@demo.test', '/account/modals/HomeWelcomeModal', { method: 'PUT', body: { dontShowAgain: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ modalId: 'HomeWelcomeModal', seen: true, dontShowAgain: false });
    expect((await states('light@demo.test')).find((s) => s.modalId === 'HomeWelcomeModal')).toEqual({
      modalId: 'HomeWelcomeModal',
      seen: true,
      dontShowAgain: false,
    });

    await call('light@demo.test', '/account/modals/HomeWelcomeModal', { method: 'PUT', body: { dontShowAgain: true } });
    await call('light@demo.test', '/account/modals/FleetMonitorFeatureModal', { method: 'PUT', body: { dontShowAgain: true } });
    const after = await states('light@demo.test');
    expect(after.filter((s) => s.seen).map((s) => [s.modalId, s.dontShowAgain])).toEqual([
      ['HomeWelcomeModal', true],
      ['FleetMonitorFeatureModal', true],
    ]);

    const other = await states('newcomer@demo.test');
    expect(other.find((s) => s.modalId === 'FleetMonitorFeatureModal')?.dontShowAgain).toBe(false);
  });

  it('works for every role, drivers included', async () => {
    const res = await call('driver@demo.test', '/account/modals/HomeFeatureModal', { method: 'PUT', body: {} });
    expect(res.status).toBe(200);
    expect((await states('driver@demo.test')).find((s) => s.modalId === 'HomeFeatureModal')).toMatchObject({ seen: true });
    expect((await call('admin@demo.test', '/account/modals')).status).toBe(200);
  });

  it('refuses an unknown modal id and answers 401 without a token', async () => {
    expect((await call('light@demo.test', '/account/modals/SomeOtherModal', { method: 'PUT', body: { dontShowAgain: true } })).status).toBe(400);
    expect((await call(null, '/account/modals')).status).toBe(401);
  });
});
