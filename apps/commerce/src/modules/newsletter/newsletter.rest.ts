import { defineRoute, type RestModule } from '../../rest/api';
import { parseSearchCriteria, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS } from '../staff/acl';
import { listSubscribers, subscribersCsv } from './back-office';

/**
 * Newsletter subscribers for the back office (Magento_Newsletter has no Web API; ours live under
 * `/V1/escritorio/newsletter`, docs/back-office.md): the list by searchCriteria and its CSV export.
 */
export const newsletterRestRoutes: RestModule = ({ database }) => {
  const { db } = database;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/escritorio/newsletter/subscribers',
      acl: PERMISSIONS.newsletterSubscribers,
      tag: 'newsletter',
      summary: 'Newsletter subscribers by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { items, total } = await listSubscribers(db, criteria);
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/escritorio/newsletter/subscribers.csv',
      acl: PERMISSIONS.newsletterSubscribers,
      tag: 'newsletter',
      summary: 'Every subscriber the searchCriteria filters match, as CSV',
      searchCriteria: true,
      handler: async ({ query, reply }) => {
        const csv = await subscribersCsv(db, parseSearchCriteria(query));
        return reply
          .code(200)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="newsletter-assinantes.csv"')
          .send(csv);
      },
    }),
  ];
};
