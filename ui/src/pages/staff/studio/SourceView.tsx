import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import {
  bracketMatching,
  ensureSyntaxTree,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState, type ChangeSpec } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {
  handleRefresh,
  jsonCompletion,
  jsonSchemaHover,
  jsonSchemaLinter,
  JSONValidation,
  stateExtensions,
} from 'codemirror-json-schema';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { DEFINITION_META_SCHEMA, type FormDefinition } from 'engine';
import './sourceView.css';

/** Props of the JSON source view of a draft. */
export interface SourceViewProps {
  /** The draft shown; a new one from outside (a tree edit, undo) replaces the text. */
  definition: FormDefinition;
  /** Told of each change that leaves valid JSON matching the definition meta-schema. */
  onChange(next: FormDefinition): void;
  /** Ctrl/Cmd+Z in the editor: the draft's shared history (CodeMirror keeps none of its own). */
  onUndo?(): void;
  /** Ctrl/Cmd+Shift+Z or Ctrl+Y in the editor. */
  onRedo?(): void;
  /** The editor's accessible name. */
  label?: string;
  readOnly?: boolean;
}

/** A problem of the text, where it is (1-based line and column) and what it is. */
export interface SourceProblem {
  from: number;
  line: number;
  column: number;
  message: string;
}

/** How long typing pauses before the text is checked and handed on (the meta-schema check takes tens of ms). */
export const SOURCE_CHECK_DELAY_MS = 250;

/** A definition as the source view writes it: JSON with 2 spaces and a final newline. */
export const definitionSource = (definition: FormDefinition): string => `${JSON.stringify(definition, null, 2)}\n`;

/**
 * The one change turning `from` into `to`: the text between their common start and common end. Replacing only
 * that keeps the cursor and the selection where they were whenever they lie outside the changed part.
 */
export function narrowestChange(from: string, to: string): { from: number; to: number; insert: string } | null {
  if (from === to) return null;
  const most = Math.min(from.length, to.length);
  let start = 0;
  while (start < most && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (end < most - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

// A transaction that sets the text from the draft, not from typing.
const fromDraft = Annotation.define<boolean>();

// The meta-schema as codemirror-json-schema types it (the engine's is a readonly literal).
const META_SCHEMA = DEFINITION_META_SCHEMA as unknown as Parameters<typeof stateExtensions>[0];
const schemaValidation = new JSONValidation();

/**
 * The JSON syntax error of a text, at the first spot the parser could not read. (V8's JSON.parse messages no
 * longer say the position, which @codemirror/lang-json's parse linter reads, so the syntax tree says where.)
 */
function syntaxDiagnostics(state: EditorState): Diagnostic[] {
  const text = state.doc.toString();
  try {
    JSON.parse(text);
    return [];
  } catch (error) {
    let from = -1;
    ensureSyntaxTree(state, state.doc.length, 1000)?.iterate({
      enter: (node) => {
        if (from < 0 && node.type.isError) from = node.from;
        return from < 0;
      },
    });
    if (from < 0) from = Number(/at position (\d+)/.exec(String(error))?.[1] ?? text.length);
    from = Math.min(Math.max(from, 0), text.length);
    const message = error instanceof SyntaxError ? error.message : 'This is not valid JSON.';
    return [{ from, to: Math.min(from + 1, text.length), severity: 'error', message }];
  }
}

/** The extensions that read JSON against the definition meta-schema: language, completion, hover, lint. */
export const definitionJsonExtensions = () => [
  json(),
  linter((view) => syntaxDiagnostics(view.state)),
  linter(jsonSchemaLinter(), { needsRefresh: handleRefresh }),
  jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
  hoverTooltip(jsonSchemaHover()),
  stateExtensions(META_SCHEMA),
];

/**
 * The problems of a source text (its state must carry definitionJsonExtensions): JSON syntax first; then the root
 * must be an object matching the meta-schema. With none, the definition the text holds.
 */
export function sourceProblems(state: EditorState): { problems: SourceProblem[]; value?: FormDefinition } {
  const toProblem = (diagnostic: Pick<Diagnostic, 'from' | 'message'>): SourceProblem => {
    const line = state.doc.lineAt(diagnostic.from);
    return {
      from: diagnostic.from,
      line: line.number,
      column: diagnostic.from - line.from + 1,
      message: diagnostic.message,
    };
  };
  const syntax = syntaxDiagnostics(state);
  if (syntax.length > 0) return { problems: syntax.map(toProblem) };
  const value: unknown = JSON.parse(state.doc.toString());
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problems: [toProblem({ from: 0, message: 'A definition is one JSON object, in braces { }.' })] };
  }
  // The meta-schema linter reads nothing of a view but its state.
  const shape = schemaValidation.doValidation({ state } as EditorView);
  if (shape.length > 0) return { problems: shape.map(toProblem) };
  return { problems: [], value: value as FormDefinition };
}

/**
 * The draft's JSON source in CodeMirror 6: completion, hover and live errors from the engine's definition
 * meta-schema (codemirror-json-schema). While the text is not valid JSON or does not match the meta-schema, its
 * problems are listed and the draft is left as it was (the text stays as typed); once it matches, onChange gets the
 * definition. Undo and redo keys go to the draft's shared history. Loaded lazily (the default export), so
 * CodeMirror stays out of every other page's bundle.
 */
export function SourceView({
  definition,
  onChange,
  onUndo,
  onRedo,
  label = 'Definition source (JSON)',
  readOnly = false,
}: SourceViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const problemsId = useId();
  const [problems, setProblems] = useState<readonly SourceProblem[]>([]);
  // The definition the text stands for: the last one received or handed on. Another one comes from outside.
  const shown = useRef(definition);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The text as last checked had problems, so it is not the draft's.
  const troubled = useRef(false);
  // The newest callbacks, read by the editor's handlers, which are made once.
  const latest = useRef({ onChange, onUndo, onRedo });
  useLayoutEffect(() => {
    latest.current = { onChange, onUndo, onRedo };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;

    /**
     * Checks the text now: lists its problems, or hands on the definition it holds when that differs. Says whether
     * the text holds a definition the draft has (false while its problems keep it from the draft).
     */
    const check = (): boolean => {
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
      const view = viewRef.current;
      if (!view) return true;
      const checked = sourceProblems(view.state);
      setProblems(checked.problems);
      troubled.current = !checked.value;
      if (!checked.value) return false;
      if (JSON.stringify(checked.value) !== JSON.stringify(shown.current)) {
        shown.current = checked.value;
        latest.current.onChange(checked.value);
      }
      return true;
    };

    /** Undo or redo: the typing not yet checked is settled first, so the shared history holds it. */
    const historyKey = (command: 'onUndo' | 'onRedo') => () => {
      const handler = latest.current[command];
      if (!handler) return false;
      const view = viewRef.current;
      const settled = pending.current === null && !troubled.current ? true : check();
      // Typing that is not a valid definition never reached the draft: undoing it brings the draft's text back.
      if (!settled && command === 'onUndo' && view) {
        replaceText(view, definitionSource(shown.current));
        troubled.current = false;
        setProblems([]);
        return true;
      }
      handler();
      return true;
    };

    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: definitionSource(shown.current),
        extensions: [
          // CodeMirror's own history is left out: Mod-z and the rest go to the draft's history, across both views.
          keymap.of([
            { key: 'Mod-z', run: historyKey('onUndo'), preventDefault: true },
            { key: 'Mod-Shift-z', run: historyKey('onRedo'), preventDefault: true },
            { key: 'Ctrl-y', run: historyKey('onRedo'), preventDefault: true },
          ]),
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          lintGutter(),
          keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap]),
          definitionJsonExtensions(),
          EditorState.tabSize.of(2),
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': problemsId }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromDraft))) return;
            if (pending.current !== null) clearTimeout(pending.current);
            pending.current = setTimeout(check, SOURCE_CHECK_DELAY_MS);
          }),
        ],
      }),
    });
    // The scrolling box is reachable by keyboard too (its text area scrolls itself, but a screen reader's user may land
    // on the box): named like the editor it scrolls.
    view.scrollDOM.tabIndex = 0;
    view.scrollDOM.setAttribute('role', 'group');
    view.scrollDOM.setAttribute('aria-label', `${label}, scrolling`);
    viewRef.current = view;
    return () => {
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
      view.destroy();
      viewRef.current = null;
    };
    // The editor is made once per mount (and per label or read-only change); the draft reaches it through the effect
    // below.
  }, [label, problemsId, readOnly]);

  // A draft from outside (a tree edit, undo, redo) replaces the text; typing not yet checked is dropped with it.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || definition === shown.current) return;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    shown.current = definition;
    replaceText(view, definitionSource(definition));
    troubled.current = false;
    setProblems([]);
  }, [definition]);

  const goTo = (from: number) => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({ selection: { anchor: from }, scrollIntoView: true });
    view.focus();
  };

  return (
    <div className="studio-source">
      <div ref={hostRef} className="studio-source__editor" />
      <div id={problemsId} className="studio-source__problems" role="status" aria-live="polite">
        {problems.length === 0 ? null : (
          <>
            <p className="message message--error">
              {problems.length === 1
                ? 'The source has a problem. The draft keeps its last valid state until it is fixed.'
                : `The source has ${problems.length} problems. The draft keeps its last valid state until they are fixed.`}
            </p>
            <ul>
              {problems.map((problem, index) => (
                <li key={`${problem.from}-${index}`}>
                  <button type="button" className="studio-source__problem" onClick={() => goTo(problem.from)}>
                    Line {problem.line}, column {problem.column}
                  </button>{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

/** Sets the editor's text from the draft, changing only what differs so the cursor stays where it can. */
function replaceText(view: EditorView, text: string): void {
  const change: ChangeSpec | null = narrowestChange(view.state.doc.toString(), text);
  if (change) view.dispatch({ changes: change, annotations: fromDraft.of(true) });
}

export default SourceView;
