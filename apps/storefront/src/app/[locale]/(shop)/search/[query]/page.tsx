import { generateSearchQueryMetadata, SearchQueryPage } from '../../../../../features/search/search-routes';

export const generateMetadata = generateSearchQueryMetadata;
export default SearchQueryPage;
