import type { Db, UrlEntityType } from '../../db/schema';

/**
 * The storefront's URL table (`url_rewrite`, created with the catalogue, whose products and
 * categories own most of its rows). Other modules go through here: routing resolves a path, the
 * CMS keeps its pages' paths.
 */

/** The row of a request path (a direct hit or a redirect), if any. */
export function findUrlRewrite(db: Db, requestPath: string) {
  return db.selectFrom('url_rewrite').selectAll().where('request_path', '=', requestPath).executeTakeFirst();
}

/** Removes every path of an entity. */
export async function deleteEntityRewrites(
  db: Db,
  entityType: UrlEntityType,
  entityId: number,
): Promise<void> {
  await db
    .deleteFrom('url_rewrite')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .execute();
}

/** Makes `path` the entity's only path (a direct hit, no redirects kept). */
export async function replaceEntityRewrite(
  db: Db,
  entityType: UrlEntityType,
  entityId: number,
  path: string,
): Promise<void> {
  await deleteEntityRewrites(db, entityType, entityId);
  await db
    .insertInto('url_rewrite')
    .values({
      request_path: path,
      entity_type: entityType,
      entity_id: entityId,
      target_path: path,
      redirect_code: 0,
    })
    .execute();
}
