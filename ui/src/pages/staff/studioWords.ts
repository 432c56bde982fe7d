import type { StudioVersionReply } from 'common';
import { shortDate } from './staffApi.ts';

/** A version's status in words. */
export const STATUS_NAMES: Record<StudioVersionReply['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  retired: 'Retired',
};

/** Who published a version when, in words. */
export function publication(version: StudioVersionReply): string {
  if (version.status === 'draft') return 'Not published yet';
  if (version.status === 'scheduled' && version.publishedAt) {
    return `To be published ${shortDate(version.publishedAt)}${version.publishedBy ? ` (${version.publishedBy})` : ''}`;
  }
  // Versions that came with the product name no publisher (they were stored when the product was installed).
  if (version.publishedBy === null || version.publishedAt === null) return 'Came with the product';
  return `${version.publishedBy}, ${shortDate(version.publishedAt)}`;
}
