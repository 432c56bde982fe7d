import { createContext } from 'react';

/** A draft: the value a widget last reported while the person typed, and how to hand it to the form state. */
export interface Draft {
  value: unknown;
  commit: () => void;
}

/**
 * The text a person is typing, held here until the field is left, Enter submits the form or a submit button is
 * pressed: a keystroke then renders nothing (the input shows what was typed) instead of the whole form. A form owns
 * one scope and commits every pending draft before it validates or submits, so nothing typed is ever lost.
 */
export interface DraftScope {
  /** Holds the draft of field `id` (its latest value); `commit` hands it to the form state. */
  hold(id: string, value: unknown, commit: () => void): void;
  /** The pending draft of field `id`, if any. */
  draftOf(id: string): Draft | undefined;
  /** Hands the draft of field `id` to the form state, if it has one. */
  commit(id: string): void;
  /** Forgets the draft of field `id` without committing it (the field left the page, or its value was replaced). */
  drop(id: string): void;
  /** Commits every pending draft, in the order they were started. */
  commitAll(): void;
}

/** A new, empty draft scope for one form. */
export function createDraftScope(): DraftScope {
  const pending = new Map<string, Draft>();
  const commit = (id: string) => {
    const draft = pending.get(id);
    if (!draft) return;
    pending.delete(id);
    draft.commit();
  };
  return {
    hold: (id, value, commitDraft) => {
      pending.set(id, { value, commit: commitDraft });
    },
    draftOf: (id) => pending.get(id),
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
