import { graphql } from '../../lib/typed-document';
import { CMS_PAGE_FIELDS, type CmsPageFields } from './cms.documents';

/** What `route(url)` answers: the entity behind a URL, or where an old URL now lives. */
export interface RouteFields extends Partial<CmsPageFields> {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE' | null;
  /** CategoryTree. */
  uid?: string;
  /** ProductInterface (url_key is also a CmsPage field). */
  url_key?: string | null;
}

export interface RouteResult {
  route: RouteFields | null;
}

/** The views fetch their own data; the resolver only needs to know what to render. */
export const ResolveRoute = graphql<RouteResult, { url: string }>(`
  query ResolveRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree {
        uid
      }
      ... on ProductInterface {
        url_key
      }
      ... on CmsPage {
        ${CMS_PAGE_FIELDS}
      }
    }
  }
`);
