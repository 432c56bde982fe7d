import { describe, expect, it } from 'vitest';
import { createDraftScope } from './draftScope.ts';

describe('createDraftScope', () => {
  it('commits the latest draft of a field once, and every pending draft in the order they started', () => {
    const scope = createDraftScope();
    const committed: string[] = [];
    scope.hold('root_a', () => committed.push('a1'));
    scope.hold('root_b', () => committed.push('b1'));
    scope.hold('root_a', () => committed.push('a2'));
    scope.commit('root_b');
    scope.commit('root_b');
    expect(committed).toEqual(['b1']);
    scope.hold('root_c', () => committed.push('c1'));
    scope.commitAll();
    scope.commitAll();
    expect(committed).toEqual(['b1', 'a2', 'c1']);
  });

  it('forgets a dropped draft', () => {
    const scope = createDraftScope();
    const committed: string[] = [];
    scope.hold('root_a', () => committed.push('a'));
    scope.drop('root_a');
    scope.commitAll();
    expect(committed).toEqual([]);
  });
});
