import { describe, expect, it } from 'vitest';
import { createDraftScope } from './draftScope.ts';

describe('createDraftScope', () => {
  it('commits the latest draft of a field once, and every pending draft in the order they started', () => {
    const scope = createDraftScope();
    const committed: string[] = [];
    scope.hold('root_a', 'a1', () => committed.push('a1'));
    scope.hold('root_b', 'b1', () => committed.push('b1'));
    scope.hold('root_a', 'a2', () => committed.push('a2'));
    scope.commit('root_b');
    scope.commit('root_b');
    expect(committed).toEqual(['b1']);
    scope.hold('root_c', 'c1', () => committed.push('c1'));
    scope.commitAll();
    scope.commitAll();
    expect(committed).toEqual(['b1', 'a2', 'c1']);
  });

  it('shows the latest value held for a field until it is committed', () => {
    const scope = createDraftScope();
    scope.hold('root_a', 'Jo', () => undefined);
    scope.hold('root_a', 'Joh', () => undefined);
    expect(scope.draftOf('root_a')?.value).toBe('Joh');
    expect(scope.draftOf('root_b')).toBeUndefined();
    scope.commit('root_a');
    expect(scope.draftOf('root_a')).toBeUndefined();
  });

  it('forgets a dropped draft', () => {
    const scope = createDraftScope();
    const committed: string[] = [];
    scope.hold('root_a', 'a', () => committed.push('a'));
    scope.drop('root_a');
    scope.commitAll();
    expect(committed).toEqual([]);
    expect(scope.draftOf('root_a')).toBeUndefined();
  });
});
