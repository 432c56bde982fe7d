import { useId, useState, type FormEvent } from 'react';
import { addField, FIELD_KINDS, fieldKeyFromTitle, type FieldTree, type FormDefinition, type FieldNode } from 'engine';

/** A place a field can go: the form itself, a group or the rows of a list, with its fields in order. */
interface Parent {
  path: string;
  label: string;
  children: FieldNode[];
}

function parentsOf(tree: FieldTree, title: string): Parent[] {
  const top = [...tree.steps.flatMap((step) => step.fields), ...tree.unplaced];
  const found: Parent[] = [{ path: '', label: `The form (${title})`, children: top }];
  const walk = (nodes: FieldNode[], trail: string) => {
    for (const node of nodes) {
      const label = trail ? `${trail} › ${node.title}` : node.title;
      if (node.kind === 'group' || node.kind === 'list') {
        found.push({
          path: node.path,
          label: node.kind === 'list' ? `${label} (each row)` : label,
          children: node.children,
        });
        walk(node.children, label);
      }
    }
  };
  walk(top, '');
  return found;
}

/** What the add-field form is given and calls. */
export interface AddFieldDialogProps {
  definition: FormDefinition;
  tree: FieldTree;
  /** Where the form starts: the group the selected field is in, after it. */
  initialParent?: string;
  initialAfter?: string;
  onAdd: (next: FormDefinition, path: string) => void;
  onCancel: () => void;
}

/** Adds a field from the widget catalogue: its title, kind and place (the step too, in a stepped form). */
export function AddFieldDialog({
  definition,
  tree,
  initialParent = '',
  initialAfter,
  onAdd,
  onCancel,
}: AddFieldDialogProps) {
  const id = useId();
  const parents = parentsOf(tree, definition.title);
  const [title, setTitle] = useState('');
  const [widget, setWidget] = useState(FIELD_KINDS[0]?.widget ?? 'TextWidget');
  const [parentPath, setParentPath] = useState(parents.some((p) => p.path === initialParent) ? initialParent : '');
  const [afterPath, setAfterPath] = useState(initialAfter ?? '');
  const [step, setStep] = useState(tree.steps[0]?.id ?? '');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const parent = parents.find((candidate) => candidate.path === parentPath) ?? parents[0];
  const siblings =
    parent?.path === '' && tree.steps.length > 0
      ? (tree.steps.find((s) => s.id === step)?.fields ?? [])
      : (parent?.children ?? []);
  const suggested = fieldKeyFromTitle(
    title,
    siblings.map((node) => node.key),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const added = addField(definition, {
        parentPath,
        ...(afterPath && siblings.some((node) => node.path === afterPath) ? { afterPath } : {}),
        ...(parentPath === '' && tree.steps.length > 0 ? { step } : {}),
        ...(key.trim() ? { key: key.trim() } : {}),
        title,
        widget,
      });
      onAdd(added.definition, added.path);
    } catch (refused) {
      setError(refused instanceof Error ? refused.message : String(refused));
    }
  };
  return (
    <form className="studio-add" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`}>Add a field</h2>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          type="text"
          value={title}
          aria-invalid={error !== null && !title.trim() ? true : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Kind of field</label>
        <select id={`${id}-kind`} value={widget} onChange={(event) => setWidget(event.target.value)}>
          {FIELD_KINDS.map((kind) => (
            <option key={kind.widget} value={kind.widget}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-parent`}>Goes in</label>
        <select
          id={`${id}-parent`}
          value={parentPath}
          onChange={(event) => {
            setParentPath(event.target.value);
            setAfterPath('');
          }}
        >
          {parents.map((candidate) => (
            <option key={candidate.path} value={candidate.path}>
              {candidate.label}
            </option>
          ))}
        </select>
      </div>
      {parentPath === '' && tree.steps.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-step`}>Step</label>
          <select id={`${id}-step`} value={step} onChange={(event) => setStep(event.target.value)}>
            {tree.steps.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-after`}>After</label>
        <select id={`${id}-after`} value={afterPath} onChange={(event) => setAfterPath(event.target.value)}>
          <option value="">At the end</option>
          {siblings.map((node) => (
            <option key={node.path} value={node.path}>
              {node.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-key`}>Key (optional)</label>
        <span id={`${id}-key-hint`} className="field__hint">
          The name records keep the answer under; made from the title when left empty
          {title.trim() ? `: ${suggested}` : ''}
        </span>
        <input
          id={`${id}-key`}
          type="text"
          value={key}
          aria-describedby={`${id}-key-hint`}
          aria-invalid={error !== null && key.trim() !== '' ? true : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-actions">
        <button type="submit" className="button">
          Add the field
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
