import type { PortableMigration } from './helpers';

/** Wishlist, reviews, saved cards and abandoned carts (issue 5): being written; its owner fills `up`. */
export const engagementMigration: PortableMigration = {
  name: '006-engagement',
  async up() {},
};
