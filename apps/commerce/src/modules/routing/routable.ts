/** How an entity was reached through route(url): Magento's RoutableInterface values. */
export interface RouteInfo {
  relative_url: string;
  redirect_code: number;
  type: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE';
}

/**
 * RoutableInterface fields for an entity type: the values route() attached when the entity was
 * reached through a URL (a redirect names its target), else the entity's own canonical URL.
 */
export function routableFields<T extends { __route?: RouteInfo }>(
  own: (entity: T) => { relative_url: string; type: RouteInfo['type'] },
) {
  return {
    relative_url: (entity: T) => entity.__route?.relative_url ?? own(entity).relative_url,
    redirect_code: (entity: T) => entity.__route?.redirect_code ?? 0,
    type: (entity: T) => entity.__route?.type ?? own(entity).type,
  };
}
