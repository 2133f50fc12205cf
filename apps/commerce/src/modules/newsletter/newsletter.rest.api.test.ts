import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { staffToken } from '../staff/testing';
import { insertSubscriber } from './repository';
import { SUBSCRIPTION_STATUS } from './service';

const filter = (field: string, value: string, condition = 'eq', group = 0) =>
  `searchCriteria[filter_groups][${group}][filters][0][field]=${field}` +
  `&searchCriteria[filter_groups][${group}][filters][0][value]=${encodeURIComponent(value)}` +
  `&searchCriteria[filter_groups][${group}][filters][0][condition_type]=${condition}`;

describe.each(TEST_DATABASES)('newsletter subscribers REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  const db = () => t.database.db;
  const get = (token: string | undefined, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/rest${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** Three subscribers of one test run, told apart from others by a unique domain. */
  async function subscribers() {
    const domain = `nl${Math.random().toString(36).slice(2, 8)}.test`;
    const at = new Date().toISOString();
    const rows = [
      ['ana', SUBSCRIPTION_STATUS.SUBSCRIBED, 'default'],
      ['bruno', SUBSCRIPTION_STATUS.UNSUBSCRIBED, 'en'],
      ['=cmd|calc', SUBSCRIPTION_STATUS.SUBSCRIBED, 'german'],
    ] as const;
    for (const [name, status, storeCode] of rows) {
      await insertSubscriber(db(), {
        email: `${name}@${domain}`,
        customerId: null,
        storeCode,
        status,
        confirmCodeHash: 'secret-hash',
        at,
      });
    }
    return domain;
  }

  it('lists subscribers by searchCriteria with Magento names and never the confirmation hash', async () => {
    const domain = await subscribers();
    const token = await staffToken(db(), 'conteudo');
    const answer = await get(
      token,
      `/V1/escritorio/newsletter/subscribers?${filter('subscriber_email', `%@${domain}`, 'like')}&${filter('subscriber_status', '1', 'eq', 1)}&searchCriteria[sortOrders][0][field]=subscriber_email&searchCriteria[sortOrders][0][direction]=ASC&searchCriteria[pageSize]=1`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.total_count).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      subscriber_email: `=cmd|calc@${domain}`,
      subscriber_status: 1,
      status: 'SUBSCRIBED',
      customer_id: null,
      store_code: 'german',
    });
    expect(body.items[0].change_status_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(body)).not.toContain('secret-hash');

    const unknownField = await get(
      token,
      `/V1/escritorio/newsletter/subscribers?${filter('confirm_code_hash', 'x')}`,
    );
    expect(unknownField.statusCode).toBe(400);
  });

  it('exports every matching subscriber as CSV, all pages, formulas written as text', async () => {
    const domain = await subscribers();
    const token = await staffToken(db(), 'administrator');
    const answer = await get(
      token,
      `/V1/escritorio/newsletter/subscribers.csv?${filter('subscriber_email', `%@${domain}`, 'like')}&searchCriteria[sortOrders][0][field]=subscriber_email&searchCriteria[sortOrders][0][direction]=ASC&searchCriteria[pageSize]=1`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('attachment');
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe(
      'subscriber_id,subscriber_email,status,customer_id,store_code,created_at,change_status_at',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`'=cmd|calc@${domain},SUBSCRIBED,,german,`);
    expect(lines[2]).toContain(`ana@${domain},SUBSCRIBED,,default,`);
    expect(lines[3]).toContain(`bruno@${domain},UNSUBSCRIBED,,en,`);
  });

  it('refuses roles without Magento_Newsletter::subscriber and calls without a token', async () => {
    for (const role of ['catalogo', 'pedidos', 'atendimento'] as const) {
      const token = await staffToken(db(), role);
      for (const path of ['subscribers', 'subscribers.csv']) {
        const answer = await get(token, `/V1/escritorio/newsletter/${path}`);
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'Magento_Newsletter::subscriber' },
        });
      }
    }
    expect((await get(undefined, '/V1/escritorio/newsletter/subscribers.csv')).statusCode).toBe(401);
  });
});
