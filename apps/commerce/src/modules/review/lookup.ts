import type { Db } from '../../db/schema';
import * as repository from './repository';

/**
 * Reviews as the catalogue shows them on a product (its approved reviews, their ratings, the
 * rating kinds): other modules read reviews through here, never through the repository.
 */

/** A product's approved reviews, newest first, one page. */
export function approvedReviews(db: Db, productId: number, limit: number, offset: number) {
  return repository.approvedReviews(db, productId, limit, offset);
}

/** The rating values of some reviews with their rating's name, by rating position. */
export function reviewRatingsByReviewIds(db: Db, ids: readonly number[]) {
  return repository.reviewRatingsByReviewIds(db, ids);
}

/** Every rating kind, by position. */
export function ratings(db: Db) {
  return repository.ratings(db);
}
