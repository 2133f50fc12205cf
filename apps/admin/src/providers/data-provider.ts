import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import { rest } from './http';
import { type ResourceConfig, resourceConfig, withId } from './resources';
import { searchCriteriaParams } from './search-criteria';
import { asFormError } from './server-errors';

interface SearchResults {
  items: Record<string, unknown>[];
  total_count: number;
}

const onePath = (config: ResourceConfig, id: Identifier) =>
  config.one ? config.one(String(id)) : `${config.path}/${encodeURIComponent(String(id))}`;

async function list(
  config: ResourceConfig,
  query: Parameters<DataProvider['getList']>[1],
): Promise<GetListResult> {
  const params = searchCriteriaParams(
    { filter: query.filter, sort: query.sort, pagination: query.pagination },
    { searchFields: config.searchFields, searchWords: config.searchWords, fieldMap: config.fieldMap },
  );
  if (config.plainList) {
    const items = await rest<Record<string, unknown>[]>(config.path, { query: params });
    return { data: items.map((r) => withId(config, r)), total: items.length };
  }
  const result = await rest<SearchResults>(config.path, { query: params });
  return { data: (result.items ?? []).map((r) => withId(config, r)), total: result.total_count ?? 0 };
}

/** An action route of an order (`POST /V1/order/:id/invoice`, `/V1/orders/:id/hold`…). */
export type OrderAction =
  | 'invoice'
  | 'ship'
  | 'refund'
  | 'cancel'
  | 'hold'
  | 'unhold'
  | 'delivered'
  | 'comments';
const ORDER_ACTION_PATHS: Record<OrderAction, (id: string) => string> = {
  invoice: (id) => `order/${id}/invoice`,
  ship: (id) => `order/${id}/ship`,
  refund: (id) => `order/${id}/refund`,
  cancel: (id) => `orders/${id}/cancel`,
  hold: (id) => `orders/${id}/hold`,
  unhold: (id) => `orders/${id}/unhold`,
  delivered: (id) => `orders/${id}/delivered`,
  comments: (id) => `orders/${id}/comments`,
};

export interface AdminDataProvider extends DataProvider {
  orderAction(id: Identifier, action: OrderAction, body?: unknown): Promise<unknown>;
  /** Any other `/rest/V1` call a screen needs (dashboard figures, 2FA enrolment…). */
  call<T>(path: string, options?: Parameters<typeof rest>[1]): Promise<T>;
}

/** react-admin's data provider over Magento's `/rest/V1`: the same routes and grammar the ERPs use. */
export const dataProvider: AdminDataProvider = {
  getList: (resource, query) => list(resourceConfig(resource), query),

  async getOne(resource, { id }) {
    const config = resourceConfig(resource);
    const record = config.load
      ? await config.load(String(id))
      : await rest<Record<string, unknown>>(onePath(config, id));
    return { data: withId(config, record) as never };
  },

  async getMany(resource, { ids }) {
    const config = resourceConfig(resource);
    if (ids.length === 0) return { data: [] };
    const result = await list(config, {
      filter: { [`${config.idField}__in`]: ids.map(String).join(',') },
      pagination: { page: 1, perPage: ids.length },
      sort: { field: config.idField, order: 'ASC' },
    });
    return { data: result.data as never[] };
  },

  async getManyReference(resource, query) {
    const config = resourceConfig(resource);
    return (await list(config, { ...query, filter: { ...query.filter, [query.target]: query.id } })) as never;
  },

  async create(resource, { data }) {
    const config = resourceConfig(resource);
    const create = config.create;
    if (!create && !config.save) throw new Error(`${resource} cannot be created`);
    try {
      if (config.save) return { data: withId(config, await config.save(data, undefined)) as never };
      if (!create) throw new Error(`${resource} cannot be created`);
      const answer = await rest<Record<string, unknown>>(create.path, {
        method: 'POST',
        body: create.body(data as Record<string, unknown>),
      });
      return { data: withId(config, create.record?.(answer) ?? answer) as never };
    } catch (error) {
      throw asFormError(error, config.errorField);
    }
  },

  async update(resource, { id, data, previousData }) {
    const config = resourceConfig(resource);
    const update = config.update;
    if (!update && !config.save) throw new Error(`${resource} cannot be changed`);
    try {
      if (config.save) return { data: withId(config, await config.save(data, previousData)) as never };
      if (!update) throw new Error(`${resource} cannot be changed`);
      const record = await rest<Record<string, unknown>>(update.path?.(String(id)) ?? onePath(config, id), {
        method: update.method,
        body: update.body(data as Record<string, unknown>, previousData as Record<string, unknown>),
      });
      // Some routes answer `true`: the screen keeps what it sent.
      const saved = record && typeof record === 'object' ? record : { ...data };
      return { data: withId(config, saved) as never };
    } catch (error) {
      throw asFormError(error, config.errorField);
    }
  },

  async updateMany(resource, { ids, data }) {
    const done: Identifier[] = [];
    for (const id of ids) {
      await dataProvider.update(resource, { id, data, previousData: { id } as RaRecord });
      done.push(id);
    }
    return { data: done };
  },

  async delete(resource, { id, previousData }) {
    const config = resourceConfig(resource);
    await rest(onePath(config, id), { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },

  async deleteMany(resource, { ids }) {
    const config = resourceConfig(resource);
    for (const id of ids) await rest(onePath(config, id), { method: 'DELETE' });
    return { data: ids };
  },

  orderAction: (id, action, body = {}) =>
    rest(ORDER_ACTION_PATHS[action](encodeURIComponent(String(id))), { method: 'POST', body }),

  call: (path, options) => rest(path, options),
};
