import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../test/test-app';
import { integrationToken, staffToken } from '../modules/staff/testing';

/** The REST plumbing itself: store prefixes, 401/404 envelopes, the Swagger document. */
describe.each(TEST_DATABASES)('admin REST API plumbing on %s', (database) => {
  const t = useTestApp(database);
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers under /rest/V1, /rest/<store>/V1 and /rest/all/V1 with the store scope', async () => {
    const token = await staffToken(t.database.db, 'administrator');
    for (const url of [
      '/rest/V1/staff/me',
      '/rest/default/V1/staff/me',
      '/rest/en/V1/staff/me',
      '/rest/all/V1/staff/me',
    ]) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ type: 'staff', role: 'administrator' });
    }
    expect((await get('/rest/nowhere/V1/staff/me', token)).json()).toEqual({
      message: 'Request does not match any route.',
    });
  });

  it('refuses a missing or unknown token with the consumer message, 401', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await get('/rest/V1/staff/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'Magento_Backend::admin' },
      });
    }
  });

  it('answers unknown routes and methods as Magento does', async () => {
    const token = await staffToken(t.database.db, 'administrator');
    const miss = await get('/rest/V1/nothing/here', token);
    expect(miss.statusCode).toBe(404);
    expect(miss.json()).toEqual({ message: 'Request does not match any route.' });
    const patch = await t.app.inject({ method: 'PATCH', url: '/rest/V1/staff/me' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ message: 'Request method is invalid.' });
  });

  it('serves a Swagger document listing only what the caller may use', async () => {
    const anonymous = (await get('/rest/all/schema')).json();
    expect(anonymous).toMatchObject({ swagger: '2.0', basePath: '/rest/all' });
    expect(anonymous.paths['/V1/staff/me']).toBeUndefined();
    expect(anonymous.paths['/V1/integration/admin/token'].post.parameters).toEqual([
      expect.objectContaining({
        in: 'body',
        schema: expect.objectContaining({ required: ['username', 'password'] }),
      }),
    ]);
    const token = await integrationToken(t.database.db, 'catalogo');
    const document = (await get('/rest/schema', token)).json();
    expect(document.basePath).toBe('/rest/default');
    expect(document.paths['/V1/staff/me'].get).toMatchObject({ tags: ['staff'], security: [{ bearer: [] }] });
  });

  it('answers unreadable bodies with a 400, never a 500', async () => {
    const post = (payload: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/rest/V1/integration/admin/token', payload, headers });
    const noType = await post('{"username":"a","password":"b"}', {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toEqual({ message: 'Content-Type header is empty.' });
    const xml = await post('<a/>', { 'content-type': 'text/csv' });
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toEqual({
      message: 'Server cannot understand Content-Type HTTP header media type %1',
      parameters: ['text/csv'],
    });
    const empty = await post('', { 'content-type': 'application/json' });
    expect(empty.statusCode).toBe(400);
    const array = await post('[1,2]', { 'content-type': 'application/json' });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toContain('processing');
  });

  it('answers the store data connectors probe, for every role, and 401 without a token', async () => {
    expect((await get('/rest/V1/store/storeConfigs')).json()).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Backend::store' },
    });
    const token = await staffToken(t.database.db, 'atendimento');
    const views = (await get('/rest/V1/store/storeViews', token)).json();
    expect(views.map((view: { code: string }) => view.code)).toEqual(['admin', 'default', 'en', 'german']);
    const configs = (
      await get('/rest/all/V1/store/storeConfigs?storeCodes[]=en&storeCodes[]=nope', token)
    ).json();
    expect(configs).toEqual([
      expect.objectContaining({
        code: 'en',
        locale: 'en_US',
        base_currency_code: 'BRL',
        timezone: 'America/Sao_Paulo',
      }),
    ]);
    expect((await get('/rest/V1/store/storeConfigs', token)).json()).toHaveLength(3);
    expect((await get('/rest/V1/store/storeViews?fields=code,id', token)).json()[1]).toEqual({
      id: 1,
      code: 'default',
    });
  });
});
