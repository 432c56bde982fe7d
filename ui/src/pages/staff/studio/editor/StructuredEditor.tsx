import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fieldTree, moveField, moveStep, treePaths, widgetLabel, type FieldNode, type FormDefinition } from 'engine';
import { AddFieldDialog } from './AddFieldDialog.tsx';
import { FieldPanel } from './FieldPanel.tsx';
import './structuredEditor.css';

/** What the structured editor is given and calls: a controlled view of one draft definition. */
export interface StructuredEditorProps {
  definition: FormDefinition;
  /** The published version (its options' stored values stay fixed), or none. */
  published?: FormDefinition | null;
  /** Called with a new definition for every edit (the input is never changed). */
  onChange: (next: FormDefinition) => void;
  /** The field shown in the panel (controlled); the editor keeps its own choice when absent. */
  selectedPath?: string;
  onSelect?: (path: string | undefined) => void;
}

/** The group (or list) a field sits in and the fields beside it, to place a new field after the selected one. */
function parentOf(path: string): string {
  const segments = path.split('.');
  segments.pop();
  if (segments[segments.length - 1] === '*') segments.pop();
  return segments.join('.');
}

/**
 * The structured editor over a draft: the steps and fields as a tree on the left (buttons: select, move up, move
 * down; the arrow keys walk the fields), the chosen field's panel on the right, adding a field from the widget
 * catalogue. On a phone the tree stands above the panel.
 */
export function StructuredEditor({ definition, published, onChange, selectedPath, onSelect }: StructuredEditorProps) {
  const tree = useMemo(() => fieldTree(definition), [definition]);
  const paths = useMemo(() => treePaths(tree), [tree]);
  const [ownSelection, setOwnSelection] = useState<string | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const treeRef = useRef<HTMLElement>(null);
  const chosen = selectedPath ?? ownSelection;
  const selected = chosen !== undefined && paths.includes(chosen) ? chosen : undefined;
  const select = (path: string | undefined) => {
    setOwnSelection(path);
    setAdding(false);
    onSelect?.(path);
  };
  const focusField = (path: string) =>
    treeRef.current?.querySelector<HTMLButtonElement>(`[data-field-path="${CSS.escape(path)}"]`)?.focus();
  const onTreeKey = (event: KeyboardEvent<HTMLElement>) => {
    const current = (event.target as HTMLElement).dataset.fieldPath;
    if (current === undefined) return;
    const index = paths.indexOf(current);
    const target =
      event.key === 'ArrowDown'
        ? paths[index + 1]
        : event.key === 'ArrowUp'
          ? paths[index - 1]
          : event.key === 'Home'
            ? paths[0]
            : event.key === 'End'
              ? paths[paths.length - 1]
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    focusField(target);
  };
  const renderNodes = (nodes: FieldNode[]) => (
    <ul className="studio-tree__list">
      {nodes.map((node, index) => (
        <li key={node.path} className="studio-tree__item">
          <div className="studio-tree__row">
            <button
              type="button"
              className="studio-tree__field"
              data-field-path={node.path}
              aria-current={node.path === selected ? 'true' : undefined}
              onClick={() => select(node.path)}
            >
              <span className="studio-tree__title">{node.title}</span>
              <span className="studio-tree__meta">
                {widgetLabel(node.kind)}
                {node.required ? ' · required' : node.requiredWhen ? ' · sometimes required' : ''}
                {node.shownWhen ? ' · conditional' : ''}
                {node.personal ? ' · personal' : ''}
              </span>
            </button>
            <span className="studio-tree__moves">
              <button
                type="button"
                className="studio-tree__move"
                aria-label={`Move ${node.title} up`}
                disabled={index === 0}
                onClick={() => onChange(moveField(definition, node.path, 'up'))}
              >
                ↑
              </button>
              <button
                type="button"
                className="studio-tree__move"
                aria-label={`Move ${node.title} down`}
                disabled={index === nodes.length - 1}
                onClick={() => onChange(moveField(definition, node.path, 'down'))}
              >
                ↓
              </button>
            </span>
          </div>
          {node.children.length > 0 && renderNodes(node.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="studio-editor">
      <nav className="studio-tree" aria-label="Fields of the form" ref={treeRef} onKeyDown={onTreeKey}>
        <p className="staff-hint studio-tree__help">Arrow keys move between fields.</p>
        {tree.steps.length > 0 && (
          <ol className="studio-tree__steps">
            {tree.steps.map((step, index) => (
              <li key={step.id} className="studio-tree__step">
                <div className="studio-tree__row">
                  <h3 className="studio-tree__step-title">
                    Step {index + 1}: {step.title}
                  </h3>
                  <span className="studio-tree__moves">
                    <button
                      type="button"
                      className="studio-tree__move"
                      aria-label={`Move step ${step.title} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveStep(definition, step.id, 'up'))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="studio-tree__move"
                      aria-label={`Move step ${step.title} down`}
                      disabled={index === tree.steps.length - 1}
                      onClick={() => onChange(moveStep(definition, step.id, 'down'))}
                    >
                      ↓
                    </button>
                  </span>
                </div>
                {step.fields.length > 0 ? (
                  renderNodes(step.fields)
                ) : (
                  <p className="staff-hint">Shows {step.display ?? 'no fields'} (drawn by the page).</p>
                )}
              </li>
            ))}
          </ol>
        )}
        {tree.unplaced.length > 0 && (
          <>
            {tree.steps.length > 0 && <h3 className="studio-tree__step-title">Fields on no step</h3>}
            {renderNodes(tree.unplaced)}
          </>
        )}
        <button type="button" className="button button--secondary studio-tree__add" onClick={() => setAdding(true)}>
          Add a field
        </button>
      </nav>
      <div className="studio-editor__panel">
        {adding ? (
          <AddFieldDialog
            definition={definition}
            tree={tree}
            {...(selected ? { initialParent: parentOf(selected), initialAfter: selected } : {})}
            onAdd={(next, path) => {
              onChange(next);
              select(path);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : selected ? (
          <FieldPanel
            key={selected}
            definition={definition}
            published={published}
            path={selected}
            onChange={onChange}
            onRemoved={() => select(undefined)}
          />
        ) : (
          <p className="studio-editor__empty">Choose a field in the list to change it, or add a field.</p>
        )}
      </div>
    </div>
  );
}
