import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import type { FormDefinition } from 'engine';

/** Which view made an edit: the structured editor (tree) or the JSON source. */
export type DraftEditSource = 'tree' | 'source';

/** How an edit joins the history. */
export interface DraftEditOptions {
  /**
   * The edit is typing: it joins the previous step when that was typing in the same view less than
   * DRAFT_TYPING_PAUSE_MS ago. Source edits are always typing; the tree marks its text fields' edits so.
   */
  typing?: boolean;
}

/** Typing with pauses shorter than this (in ms) in one view is one undo step. */
export const DRAFT_TYPING_PAUSE_MS = 1000;

/** How many steps back undo can go; older ones are dropped. */
export const DRAFT_HISTORY_LIMIT = 200;

/** The edit history of one draft: earlier states, the one shown, and the states undo went back from. */
export interface DraftHistoryState {
  past: readonly FormDefinition[];
  present: FormDefinition;
  future: readonly FormDefinition[];
  /** The typing step still open to more typing: its view and when it last grew; null once anything else happens. */
  typing: { source: DraftEditSource; at: number } | null;
}

/** What changes a draft's history. `at` is the time of an edit in ms, passed in so the reducer stays pure. */
export type DraftHistoryAction =
  | { type: 'edit'; next: FormDefinition; source: DraftEditSource; typing: boolean; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; definition: FormDefinition };

/** A history holding only `definition`, with nothing to undo or redo. */
export function initialDraftHistory(definition: FormDefinition): DraftHistoryState {
  return { past: [], present: definition, future: [], typing: null };
}

/**
 * The next history after an action: an edit becomes a new undo step (or grows the open typing step) and clears
 * what could be redone; undo and redo move one step; reset starts again from a definition (a reloaded draft). An
 * edit that hands back the state shown, or an undo or redo with nowhere to go, changes nothing.
 */
export function draftHistoryReducer(
  state: DraftHistoryState,
  action: DraftHistoryAction,
  limit: number = DRAFT_HISTORY_LIMIT,
): DraftHistoryState {
  switch (action.type) {
    case 'edit': {
      if (action.next === state.present) return state;
      const open = state.typing;
      const joins =
        action.typing && open !== null && open.source === action.source && action.at - open.at < DRAFT_TYPING_PAUSE_MS;
      const typing = action.typing ? { source: action.source, at: action.at } : null;
      if (joins) return { ...state, present: action.next, future: [], typing };
      const past = [...state.past, state.present];
      return {
        past: past.length > limit ? past.slice(past.length - limit) : past,
        present: action.next,
        future: [],
        typing,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        typing: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, typing: null };
    }
    case 'reset':
      return initialDraftHistory(action.definition);
  }
}

const reduceDraftHistory = (state: DraftHistoryState, action: DraftHistoryAction) => draftHistoryReducer(state, action);

/** The draft as both views see it, with one undo history across them. */
export interface DraftHistory {
  /** The draft now. */
  present: FormDefinition;
  canUndo: boolean;
  canRedo: boolean;
  /** Records an edit made in either view (see DraftEditOptions for typing). */
  edit(next: FormDefinition, source: DraftEditSource, options?: DraftEditOptions): void;
  undo(): void;
  redo(): void;
  /** Starts again from `definition` with nothing to undo (the draft reloaded from the server). */
  reset(definition: FormDefinition): void;
}

/** What a key press asks of the history: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; null for other keys. */
export function historyCommandOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo';
  return null;
}

/** Where the shortcuts listen. */
export interface DraftHistoryOptions {
  /**
   * Only key presses inside this element (the studio's editing area) undo and redo the draft; anywhere on the page
   * when omitted. Fields outside it (a review note) keep the browser's own undo.
   */
  shortcutsWithin?: RefObject<HTMLElement | null>;
}

/**
 * The draft's edit history shared by the structured editor and the source view: undo in either view undoes the last
 * edit from either. Consecutive typing within about a second is one step, the history keeps DRAFT_HISTORY_LIMIT
 * steps, and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y work anywhere in the editing area. A view that handles these
 * keys itself (the source view routes them here) marks the event handled (preventDefault), and it is left alone.
 */
export function useDraftHistory(initial: FormDefinition, options: DraftHistoryOptions = {}): DraftHistory {
  const [state, dispatch] = useReducer(reduceDraftHistory, initial, initialDraftHistory);
  const edit = useCallback(
    (next: FormDefinition, source: DraftEditSource, editOptions: DraftEditOptions = {}) =>
      dispatch({
        type: 'edit',
        next,
        source,
        typing: source === 'source' || editOptions.typing === true,
        at: Date.now(),
      }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((definition: FormDefinition) => dispatch({ type: 'reset', definition }), []);

  const within = useRef(options.shortcutsWithin);
  useLayoutEffect(() => {
    within.current = options.shortcutsWithin;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = historyCommandOf(event);
      if (!command) return;
      const area = within.current?.current;
      if (within.current && !(area && event.target instanceof Node && area.contains(event.target))) return;
      // The draft's history replaces the browser's own undo of a field, which would fight the controlled value.
      event.preventDefault();
      dispatch({ type: command });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return useMemo(
    () => ({
      present: state.present,
      canUndo: state.past.length > 0,
      canRedo: state.future.length > 0,
      edit,
      undo,
      redo,
      reset,
    }),
    [state, edit, undo, redo, reset],
  );
}
