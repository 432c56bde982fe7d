import type { DraftHistory } from './useDraftHistory.ts';

/** The draft history's Undo and Redo buttons, for either view (the keyboard shortcuts do the same). */
export function UndoRedoButtons({ history }: { history: Pick<DraftHistory, 'canUndo' | 'canRedo' | 'undo' | 'redo'> }) {
  return (
    <>
      <button type="button" className="button button--secondary" disabled={!history.canUndo} onClick={history.undo}>
        Undo
      </button>
      <button type="button" className="button button--secondary" disabled={!history.canRedo} onClick={history.redo}>
        Redo
      </button>
    </>
  );
}
