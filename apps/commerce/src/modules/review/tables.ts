/** Review moderation (migration 006-engagement adds `moderated_at` to migration 001's table). */
export type ReviewStatus = 'approved' | 'pending' | 'rejected';

declare module '../../db/schema' {
  interface ReviewTable {
    /** When staff approved or rejected the review (npm run reviews). Optional: the seed leaves it out. */
    moderated_at?: string | null;
  }
}
