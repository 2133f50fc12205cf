import { graphql } from '../../lib/typed-document';

/**
 * CMS documents (Magento 2.4 `cmsPage`, `cmsBlocks`). The commerce server answers in the language
 * of the `Store` header. Types are written by hand until GraphQL Code Generator is wired.
 */

export interface CmsPageFields {
  identifier: string | null;
  url_key: string | null;
  title: string | null;
  content: string | null;
  content_heading: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export const CMS_PAGE_FIELDS = `
  identifier
  url_key
  title
  content
  content_heading
  meta_title
  meta_description
  meta_keywords
`;

export const CmsPageQuery = graphql<{ cmsPage: CmsPageFields | null }, { identifier: string }>(`
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      ${CMS_PAGE_FIELDS}
    }
  }
`);

export interface CmsBlockFields {
  identifier: string | null;
  title: string | null;
  content: string | null;
}

export const CmsBlocksQuery = graphql<
  { cmsBlocks: { items: Array<CmsBlockFields | null> | null } | null },
  { identifiers: string[] }
>(`
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`);
