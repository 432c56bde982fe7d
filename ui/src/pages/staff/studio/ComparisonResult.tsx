import type { UseQueryResult } from '@tanstack/react-query';
import type { StudioComparisonReply } from '../staffApi.ts';
import { ChangeList } from './ChangeList.tsx';

/**
 * What a comparison of two versions came to, as both studio pages show it under an h2: a status while it loads, the
 * refusal, or the change list with the JSON difference.
 */
export function ComparisonResult({ compared }: { compared: UseQueryResult<StudioComparisonReply> }) {
  if (compared.isError) {
    return (
      <p className="message message--error" role="alert">
        {compared.error.message}
      </p>
    );
  }
  if (!compared.data) return compared.isFetching ? <p role="status">Comparing…</p> : null;
  return (
    <ChangeList
      comparison={compared.data.comparison}
      beforeLabel={compared.data.from}
      afterLabel={compared.data.to}
      headingLevel={3}
    />
  );
}
