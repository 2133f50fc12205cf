import { generateSearchResultsMetadata, SearchResultsPage } from '../../../../features/search/search-routes';

export const generateMetadata = generateSearchResultsMetadata;
export default SearchResultsPage;
