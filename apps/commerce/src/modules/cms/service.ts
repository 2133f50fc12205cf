import type { RequestContext } from '../../graphql/context';
import { InputError, NotFoundError } from '../../graphql/errors';
import { findCmsBlocks, findCmsPage } from './repository';

/** CMS pages and blocks with Magento's messages (CmsGraphQl). */
export function createCmsService() {
  return {
    /** An active page by identifier or id, or undefined (for routing, which answers null). */
    findPage(ctx: RequestContext, by: { identifier: string } | { id: number }) {
      return findCmsPage(ctx.db, ctx.store.code, by);
    },

    async getPage(ctx: RequestContext, args: { id?: number | null; identifier?: string | null }) {
      const identifier = args.identifier?.trim();
      if (!identifier && (args.id === undefined || args.id === null))
        throw new InputError('Page id/identifier should be specified');
      const page = await findCmsPage(ctx.db, ctx.store.code, identifier ? { identifier } : { id: args.id! });
      if (!page)
        throw new NotFoundError(`The CMS page with the "${identifier ?? args.id}" ID doesn't exist.`);
      return page;
    },

    /** Blocks in the order asked for; one unknown identifier fails the call, as in Magento. */
    async getBlocks(ctx: RequestContext, identifiers: (string | null)[] | null | undefined) {
      const wanted = (identifiers ?? [])
        .filter((id): id is string => Boolean(id?.trim()))
        .map((id) => id.trim());
      if (wanted.length === 0) throw new InputError('"identifiers" of CMS blocks should be specified');
      const blocks = await findCmsBlocks(ctx.db, ctx.store.code, wanted);
      return wanted.map((identifier) => {
        const block = blocks.find((b) => b.identifier === identifier);
        if (!block) throw new NotFoundError(`The CMS block with the "${identifier}" ID doesn't exist.`);
        return block;
      });
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
