import { CategoriesPage, generateCategoriesMetadata } from '../../../../features/listing/categories-route';

export const generateMetadata = generateCategoriesMetadata;
export default CategoriesPage;
