import { createContext } from 'react';

/**
 * The text a person is typing, held by its widget until the field is left, Enter submits the form or a submit
 * button is pressed: one keystroke then re-renders one input instead of the whole form. A form owns one scope and
 * commits every pending draft before it validates or submits, so nothing typed is ever lost.
 */
export interface DraftScope {
  /** Holds the draft of field `id`; `commit` hands it to the form state. */
  hold(id: string, commit: () => void): void;
  /** Hands the draft of field `id` to the form state, if it has one. */
  commit(id: string): void;
  /** Forgets the draft of field `id` without committing it (the field left the page). */
  drop(id: string): void;
  /** Commits every pending draft, in the order they were started. */
  commitAll(): void;
}

/** A new, empty draft scope for one form. */
export function createDraftScope(): DraftScope {
  const pending = new Map<string, () => void>();
  const commit = (id: string) => {
    const commitDraft = pending.get(id);
    if (!commitDraft) return;
    pending.delete(id);
    commitDraft();
  };
  return {
    hold: (id, commitDraft) => {
      pending.set(id, commitDraft);
    },
    commit,
    drop: (id) => {
      pending.delete(id);
    },
    commitAll: () => {
      for (const id of [...pending.keys()]) commit(id);
    },
  };
}

/** The draft scope of the form a widget is in; null outside a DefinitionForm (widgets then commit every change). */
export const DraftScopeContext = createContext<DraftScope | null>(null);
