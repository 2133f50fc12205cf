import type { PortableMigration } from './helpers';

/** Customer accounts (issue 5): being written; its owner fills `up`. */
export const accountsMigration: PortableMigration = {
  name: '005-accounts',
  async up() {},
};
