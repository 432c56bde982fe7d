import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import {
  DRAFT_HISTORY_LIMIT,
  DRAFT_TYPING_PAUSE_MS,
  draftHistoryReducer,
  historyCommandOf,
  initialDraftHistory,
  type DraftEditSource,
  type DraftHistoryAction,
  type DraftHistoryState,
} from './useDraftHistory.ts';

/** A small definition told apart by its title. */
function draft(title: string): FormDefinition {
  return {
    id: 'contact',
    version: 2,
    title,
    schema: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false },
    uiSchema: {},
    lookups: {},
    messages: {},
    rules: [],
  };
}

const edit = (next: FormDefinition, source: DraftEditSource, at: number, typing = source === 'source') =>
  ({ type: 'edit', next, source, typing, at }) as const satisfies DraftHistoryAction;

const run = (state: DraftHistoryState, ...actions: DraftHistoryAction[]) =>
  actions.reduce((current, action) => draftHistoryReducer(current, action), state);

const titles = (state: DraftHistoryState) => ({
  past: state.past.map((d) => d.title),
  present: state.present.title,
  future: state.future.map((d) => d.title),
});

describe('draftHistoryReducer', () => {
  it('undoes and redoes edits from both views in the order they were made', () => {
    const state = run(
      initialDraftHistory(draft('A')),
      edit(draft('B'), 'tree', 0),
      edit(draft('C'), 'source', 5_000),
      edit(draft('D'), 'tree', 10_000),
    );
    expect(titles(state)).toEqual({ past: ['A', 'B', 'C'], present: 'D', future: [] });
    const undone = run(state, { type: 'undo' }, { type: 'undo' });
    expect(titles(undone)).toEqual({ past: ['A'], present: 'B', future: ['C', 'D'] });
    expect(titles(run(undone, { type: 'redo' }))).toEqual({ past: ['A', 'B'], present: 'C', future: ['D'] });
  });

  it('makes one step of typing in the source view with pauses under a second', () => {
    const pause = DRAFT_TYPING_PAUSE_MS - 1;
    const state = run(
      initialDraftHistory(draft('A')),
      edit(draft('AB'), 'source', 1_000),
      edit(draft('ABC'), 'source', 1_000 + pause),
      edit(draft('ABCD'), 'source', 1_000 + 2 * pause),
    );
    expect(titles(state)).toEqual({ past: ['A'], present: 'ABCD', future: [] });
    expect(run(state, { type: 'undo' }).present.title).toBe('A');
  });

  it('starts a new step after a pause of a second, an edit in the other view, or an undo', () => {
    const afterPause = run(
      initialDraftHistory(draft('A')),
      edit(draft('AB'), 'source', 0),
      edit(draft('ABC'), 'source', DRAFT_TYPING_PAUSE_MS),
    );
    expect(titles(afterPause).past).toEqual(['A', 'AB']);

    const afterTree = run(
      initialDraftHistory(draft('A')),
      edit(draft('AB'), 'source', 0),
      edit(draft('ABt'), 'tree', 10),
      edit(draft('ABtC'), 'source', 20),
    );
    expect(titles(afterTree).past).toEqual(['A', 'AB', 'ABt']);

    const afterUndo = run(
      initialDraftHistory(draft('A')),
      edit(draft('B'), 'tree', 0),
      edit(draft('BC'), 'source', 10),
      { type: 'undo' },
      edit(draft('BX'), 'source', 20),
    );
    expect(titles(afterUndo)).toEqual({ past: ['A', 'B'], present: 'BX', future: [] });
  });

  it('keeps each tree edit as its own step unless the tree marks it as typing', () => {
    const structural = run(initialDraftHistory(draft('A')), edit(draft('B'), 'tree', 0), edit(draft('C'), 'tree', 1));
    expect(titles(structural).past).toEqual(['A', 'B']);
    const typed = run(
      initialDraftHistory(draft('A')),
      edit(draft('B'), 'tree', 0, true),
      edit(draft('C'), 'tree', 1, true),
    );
    expect(titles(typed).past).toEqual(['A']);
  });

  it('drops what could be redone once a new edit is made', () => {
    const state = run(
      initialDraftHistory(draft('A')),
      edit(draft('B'), 'tree', 0),
      edit(draft('C'), 'tree', 1),
      { type: 'undo' },
      edit(draft('X'), 'tree', 2),
    );
    expect(titles(state)).toEqual({ past: ['A', 'B'], present: 'X', future: [] });
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('changes nothing for an edit that hands back the draft shown, or undo and redo with nowhere to go', () => {
    const start = initialDraftHistory(draft('A'));
    expect(draftHistoryReducer(start, edit(start.present, 'source', 0))).toBe(start);
    expect(draftHistoryReducer(start, { type: 'undo' })).toBe(start);
    expect(draftHistoryReducer(start, { type: 'redo' })).toBe(start);
  });

  it('keeps at most the limit of steps, dropping the oldest', () => {
    let state = initialDraftHistory(draft('0'));
    for (let i = 1; i <= DRAFT_HISTORY_LIMIT + 5; i++)
      state = draftHistoryReducer(state, edit(draft(String(i)), 'tree', i));
    expect(state.past).toHaveLength(DRAFT_HISTORY_LIMIT);
    expect(state.past[0]?.title).toBe('5');
    const small = run(initialDraftHistory(draft('0')), edit(draft('1'), 'tree', 0), edit(draft('2'), 'tree', 1));
    expect(draftHistoryReducer(small, edit(draft('3'), 'tree', 2), 2).past.map((d) => d.title)).toEqual(['1', '2']);
  });

  it('starts again from a reloaded draft with nothing to undo or redo', () => {
    const state = run(
      initialDraftHistory(draft('A')),
      edit(draft('B'), 'tree', 0),
      { type: 'undo' },
      { type: 'reset', definition: draft('Server') },
    );
    expect(titles(state)).toEqual({ past: [], present: 'Server', future: [] });
    // Typing right after a reset is a step of its own: the open typing step ended with the reset.
    const typed = run(state, edit(draft('S1'), 'source', 1), edit(draft('S2'), 'source', 2));
    expect(titles(typed).past).toEqual(['Server']);
  });
});

describe('historyCommandOf', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it('reads undo and redo on Windows, Linux and macOS keyboards', () => {
    expect(historyCommandOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyCommandOf(key('z', { metaKey: true }))).toBe('undo');
    expect(historyCommandOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandOf(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyCommandOf(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('leaves other keys alone', () => {
    expect(historyCommandOf(key('z'))).toBeNull();
    expect(historyCommandOf(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyCommandOf(key('y', { metaKey: true }))).toBeNull();
    expect(historyCommandOf(key('x', { ctrlKey: true }))).toBeNull();
  });
});
