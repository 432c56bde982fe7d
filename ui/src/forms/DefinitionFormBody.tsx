import type Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema as RjsfUiSchema, ValidatorType } from '@rjsf/utils';
import { useMutation } from '@tanstack/react-query';
import {
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import {
  type FormDefinition,
  type JsonSchema,
  type UiSchema,
  derivedChanges,
  withHiddenAnswersKept,
  type HiddenAnswers,
  messageFor,
  schemaAtPath,
  formMessageOf,
  valueAt,
} from 'engine';
import type { Envelope } from '../api/client.ts';
import { changeNeedsDerivation } from './changeDerivation.ts';
import { deferredCodeOf } from './deferredFormCode.ts';
import { pendingModules } from './deferredModule.ts';
import { errorPathOf, orderErrorsFor, partialSaveValidator, type FormData } from './definitionValidator.ts';
import { DefinitionRjsfForm } from './DefinitionRjsfForm.ts';
import { createDraftScope, DraftScopeContext } from './drafts/draftScope.ts';
import { withTypingDrafts } from './drafts/withTypingDraft.tsx';
import { dataWithValueAt, uiAtDataPath } from './formPaths.ts';
import type { DefinitionFormContext } from './theme/definitionFormContext.ts';
import { createFormExtras, FormExtrasContext } from './theme/formExtras.ts';
import { FormOwnerContext } from './theme/formOwner.ts';
import { FORM_STATE_BEHAVIOR } from './theme/formStateBehavior.ts';
import { formTheme } from './theme/registry.ts';
import { dataPathOfId, type IdOptions } from './theme/widgetPaths.ts';
import './definitionFormStyles.ts';

/**
 * Field -> messages shown beside the field on top of schema validation (blur checks and server replies), with the
 * value they judged: a change to another value drops them. (A typing draft reaches the form as the field is left,
 * so the blur check and the change carrying the same value arrive together; the check's message must stay.)
 */
type FieldMessages = Record<string, { messages: string[]; value: unknown }>;

/** What the actions row is told: whether a submit is being sent, and by which button. */
export interface FormActionsState {
  busy: boolean;
  /** The `name` of the submit button whose submit is being sent ('' for Enter or an unnamed button). */
  pendingAction: string | null;
  /** The id of the <form> element: every button of the row names it in its `form` attribute. */
  formId: string;
}

/** What a page can ask of a rendered form outside a submit. */
export interface DefinitionFormHandle {
  /** The form's data now, with what is being typed committed first (a step left by Previous keeps it). */
  currentData(): FormData;
}

/** Props of the one form body every definition form renders through (LoadedDefinitionForm, the stepped renderer). */
export interface DefinitionFormBodyProps {
  /** The definition: its messages, order and form-level message. */
  definition: FormDefinition;
  validator: ValidatorType<FormData>;
  /** What is rendered: the definition's schema when omitted (a stepped form passes one step's slice). */
  schema?: JsonSchema;
  uiSchema?: UiSchema;
  /** The form-level message when the form has errors; the definition's when omitted. */
  formMessage?: string;
  /** Data the form starts with; read when the body mounts (a new `key` starts it again). */
  initialData?: FormData;
  /** Sends valid data; `action` is the pressed submit button's name. Status 100 accepts it. */
  send(data: FormData, action: string): Promise<Envelope<unknown>>;
  /** Told of accepted data. */
  onAccepted?(envelope: Envelope<unknown>, data: FormData, action: string): void;
  /** Told when a submit is tried, valid or not (a page clears its own outcome line). */
  onAttempt?(): void;
  /** The buttons below the fields; each submit button carries `form={state.formId}`. */
  actions(state: FormActionsState): ReactNode;
  /** Shown first, inside the form's area (a title, an outcome line). */
  before?: ReactNode;
  /**
   * More for the widgets and fields (the applicant switcher's people), through FormExtrasContext: kept out of RJSF's
   * form context, whose every change redraws every field.
   */
  formContextExtras?: Record<string, unknown>;
  /** Files stored as soon as they are chosen (see DefinitionFormContext.documents). */
  documents?: DefinitionFormContext['documents'];
  /**
   * The submit buttons (by `name`) that save what is there (Save & Finish Later): their submit does not ask for
   * missing answers, only refuses what is wrong (the engine's partial validation, as the server's).
   */
  partialActions?: readonly string[];
  /** Notes said under fields, by data path (the 1003's 'From your pre-approval'). */
  fieldNotes?: ReadonlyMap<string, string>;
  /** Told when a submit is refused, here or by the server, with the pressed button's name. */
  onRefused?(action: string): void;
  handleRef?: Ref<DefinitionFormHandle>;
}

// Text-like widgets keep what is typed as a draft until the field is left (see withTypingDraft).
const WIDGETS = withTypingDrafts(formTheme.widgets);

// RJSF joins an id's parts with '_' (field names never hold one: the engine's meta-check refuses them).
const ID_SEPARATOR = '_';

/**
 * The element RJSF renders in place of its <form>: the form element itself, empty, with the fields beside it in a
 * group. Each control names the form in its `form` attribute (FormOwnerContext), so the browser treats them as
 * the form's own: Enter submits it, `form.elements` lists them (RJSF focuses the first error through it) and
 * autofill fills them together. A form that is not an ancestor of its inputs keeps typing cheap on big forms: for
 * every event of a key, React reads the props of each element above the input, and reading a property of a <form>
 * element makes the browser search its controls by name first (about 0.3 ms a key on the 480-control record).
 */
function FormBesideFields({
  ref,
  className,
  children,
  as: _as,
  ...formProps
}: ComponentProps<'form'> & { ref?: Ref<HTMLFormElement>; as?: unknown }) {
  return (
    <>
      <FormElement ref={ref} {...formProps} />
      <div className={className}>{children}</div>
    </>
  );
}

/**
 * The empty <form> element, drawn again only when its own props change (RJSF hands it the same ones on every change
 * of the data). Writing to a <form> element makes the browser search its controls by name too, as reading does: React
 * stores the props on each element it updates, which on a stage 5 drawing seven people (some 3,000 controls naming
 * the form) cost a few milliseconds on every change.
 */
const FormElement = memo(function FormElement(props: ComponentProps<'form'> & { ref?: Ref<HTMLFormElement> }) {
  return <form {...props} />;
});

/** A button of the form's actions row (Submit, Next, Previous, Save & Finish Later) or any submit button. */
function isActionButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button[type="submit"], .df-actions button') !== null;
}

/** The element id prefix of one form instance: React's id with only letters and digits, so '_' stays a separator. */
function instanceIdPrefix(reactId: string): string {
  return `df${reactId.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The element id of a field's widget in this form (`df1_residences_0_city` for `residences.0.city`). */
function idOfField(ids: IdOptions, path: string): string {
  return [ids.idPrefix, ...path.split('.')].join(ids.idSeparator);
}

function blurValidated(uiSchema: UiSchema, field: string): boolean {
  const hints = uiAtDataPath(uiSchema, field) as { 'ui:options'?: { validateOnBlur?: unknown } } | undefined;
  return hints?.['ui:options']?.validateOnBlur === true;
}

/** The messages by data path (`residences.0.city`) as RJSF's nested error schema. */
function toErrorSchema(messages: FieldMessages): ErrorSchema<FormData> {
  const root: Record<string, unknown> = {};
  for (const [path, { messages: list }] of Object.entries(messages)) {
    let node = root;
    for (const segment of path.split('.')) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node.__errors = list;
  }
  return root as ErrorSchema<FormData>;
}

/** A refused field as the server names it: its full path and message (older replies name top-level fields only). */
interface ServerFieldError {
  path: string;
  message: string;
}

function serverFieldErrors(definition: FormDefinition, envelope: Envelope<unknown>): ServerFieldError[] {
  const named = Array.isArray(envelope.fieldErrors)
    ? (envelope.fieldErrors as ServerFieldError[]).filter(
        (error) => typeof error?.path === 'string' && typeof error.message === 'string',
      )
    : envelope.errors.map((field) => ({
        path: field,
        message: messageFor(definition, field, 'invalid', schemaAtPath(definition.schema, field)?.format),
      }));
  return named.filter((error) => schemaAtPath(definition.schema, error.path));
}

/** The submit button that sent a submit event (its `name`), '' for Enter or an unnamed one. */
function submitterName(event: unknown): string {
  const native = (event as { nativeEvent?: { submitter?: unknown } } | undefined)?.nativeEvent;
  const submitter = native?.submitter;
  return submitter instanceof HTMLButtonElement ? submitter.name : '';
}

/**
 * The submit being checked: the button pressed (set as the submit starts) and whether it saves what is there. The
 * validator reads it, so a partial save and the changes after it (live validation) leave missing answers out, until
 * the next submit.
 */
class SubmitIntent {
  action = '';
  partial = false;

  /** A submit by the button named `action` starts; `partialActions` are those that save what is there. */
  start(action: string, partialActions: readonly string[]): void {
    this.action = action;
    this.partial = partialActions.includes(action);
  }
}

/**
 * A definition rendered with RJSF and the engine's validator. RJSF keeps the data (the form is uncontrolled, so a
 * change is not rendered twice); typed text stays in its widget until the field is left, and every draft is
 * committed before a submit is validated. The engine's messages show inline, blur checks where the definition asks,
 * the form-level message on errors, nothing is sent while invalid, and a refusal shows the server's statusText with
 * each refused field marked and the first one focused.
 */
export function DefinitionFormBody(props: DefinitionFormBodyProps) {
  // Until the code few forms draw with is there (LoadedFormBody waits for it), the form's place says it is loading.
  return (
    <Suspense
      fallback={
        <p role="status" className="df-loading">
          Loading the form…
        </p>
      }
    >
      <LoadedFormBody {...props} />
    </Suspense>
  );
}

function LoadedFormBody({
  definition,
  validator,
  schema = definition.schema,
  uiSchema = definition.uiSchema,
  formMessage,
  initialData,
  send,
  onAccepted,
  onAttempt,
  actions,
  before,
  formContextExtras,
  documents,
  partialActions,
  fieldNotes,
  onRefused,
  handleRef,
}: DefinitionFormBodyProps) {
  // The code few forms draw with (RJSF's `$ref` and `allOf` code, the theme's rare parts) is there before the form is
  // drawn, so no field waits on its own (deferredFormCode.ts): until then this waits, inside DefinitionFormBody's
  // Suspense.
  const deferred = useMemo(
    () => deferredCodeOf(schema, uiSchema, definition.schema),
    [schema, uiSchema, definition.schema],
  );
  const loading = pendingModules(deferred);
  if (loading) use(loading);
  const orderErrors = useMemo(() => orderErrorsFor(definition), [definition]);
  const [intent] = useState(() => new SubmitIntent());
  const checked = useMemo(() => partialSaveValidator(validator, () => intent.partial), [validator, intent]);
  const [drafts] = useState(createDraftScope);
  const [extras] = useState(() => createFormExtras(formContextExtras ?? null));
  useLayoutEffect(() => extras.set(formContextExtras ?? null), [extras, formContextExtras]);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [showFormMessage, setShowFormMessage] = useState(false);
  const [serverMessage, setServerMessage] = useState('');
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  // Element ids unique to this form, so two forms on a page (a popup over a page's form) never share a label target.
  const reactId = useId();
  const ids = useMemo<IdOptions>(() => ({ idPrefix: instanceIdPrefix(reactId), idSeparator: ID_SEPARATOR }), [reactId]);
  const fieldOfId = (id: string) => dataPathOfId(id, ids);
  const formElementId = `${ids.idPrefix}-form`;
  const formRef = useRef<Form<FormData>>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The File each file field holds (the form data holds only its name), keyed by data path.
  const files = useRef(new Map<string, File>());
  // Widgets and templates told of each change of the data (DefinitionFormContext.subscribe).
  const listeners = useRef(new Set<() => void>());
  // Answers of fields a condition hid while the form is open, given back if it holds again.
  const hiddenAnswers = useRef<HiddenAnswers>(new Map());
  // A field the server refused, focused once the render showing its error has committed.
  const focusField = useRef<string | null>(null);
  // Kept by identity while unchanged, so RJSF does not merge errors or rebuild its registry on every render.
  const extraErrors = useMemo(() => toErrorSchema(fieldMessages), [fieldMessages]);
  // The server's statusText, when shown, is the one form-level message: the definition's is not said beside it.
  const formMessageShown = showFormMessage && !serverMessage;
  const context = useMemo<DefinitionFormContext>(
    () => ({
      showFormMessage: formMessageShown,
      formMessage: formMessage ?? formMessageOf(definition),
      // RJSF queues each change as a state updater, so the values land in order and none overwrites another.
      setFieldValues: (values) => {
        // setFieldValue is typed with the whole form's data type; a field's value is what it takes.
        for (const [path, value] of Object.entries(values)) formRef.current?.setFieldValue(path, value as FormData);
      },
      // Before the form's first render has committed, its data is the data it starts with.
      valueAt: (path) => valueAt(formRef.current ? formRef.current.state.formData : initialData, path),
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      keepFile: (path, file) => {
        if (file) files.current.set(path, file);
        else files.current.delete(path);
      },
      ...(documents ? { documents } : {}),
      ...(fieldNotes ? { fieldNotes } : {}),
    }),
    [formMessageShown, formMessage, definition, documents, fieldNotes, initialData],
  );

  useImperativeHandle(
    handleRef,
    () => ({
      currentData: () => {
        // The drafts reach RJSF as queued state updates: flushed here so its state holds them when read.
        flushSync(() => drafts.commitAll());
        return (formRef.current?.state.formData ?? {}) as FormData;
      },
    }),
    [drafts],
  );

  // The data the form starts with (a saved record, or the empty rows RJSF fills in) gets its derived values at once:
  // the applicant's row its type, a list its fixed rows, the flags their values.
  useEffect(() => {
    const data = formRef.current?.state.formData;
    const changes = data ? derivedChanges(definition, data) : {};
    if (Object.keys(changes).length > 0) context.setFieldValues?.(changes);
  }, [definition, context]);

  // In a popup, start in the first field once the form has loaded (the dialog opened before its fields existed).
  useEffect(() => {
    const root = rootRef.current;
    const dialog = root?.closest('dialog');
    if (!root || !dialog?.open) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && dialog.contains(active) && active.matches('input, select, textarea')) return;
    root.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  const submit = useMutation({
    mutationFn: ({ data, action }: { data: FormData; action: string }): Promise<Envelope<unknown>> =>
      send(data, action),
    onSuccess: (envelope, { data, action }) => {
      if (envelope.status === 100) {
        files.current.clear();
        setFieldMessages({});
        setShowFormMessage(false);
        onAccepted?.(envelope, data, action);
        return;
      }
      onRefused?.(action);
      setServerMessage(envelope.statusText);
      // Each refused field is marked where it is, nested ones (a row's city) included, with the server's words.
      const refused = serverFieldErrors(definition, envelope);
      const byPath: FieldMessages = {};
      for (const { path, message } of refused) {
        byPath[path] = { messages: [...(byPath[path]?.messages ?? []), message], value: valueAt(data, path) };
      }
      setFieldMessages(byPath);
      setShowFormMessage(refused.length > 0);
      focusField.current = refused[0]?.path ?? null;
    },
    onSettled: () => setPendingAction(null),
  });

  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(idOfField(ids, focusField.current))?.focus();
    focusField.current = null;
  });

  const dropFieldMessages = (field: string, unlessValue?: { value: unknown }) =>
    setFieldMessages((current) => {
      const judged = current[field];
      if (!judged || (unlessValue && judged.value === unlessValue.value)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });

  // Leaving a field for a button of the actions row checks nothing on blur: a submit checks every field, Previous
  // checks none, and a message appearing between pointer down and up would move the button from under the
  // pointer, so the first click would be lost.
  const pressingAction = useRef(false);
  const checkOnBlur = (id: string, value: unknown) => {
    const field = fieldOfId(id);
    if (!blurValidated(uiSchema, field) || pressingAction.current) return;
    if (value === undefined || value === '') {
      dropFieldMessages(field);
      return;
    }
    const { errors } = checked.validateFormData(
      dataWithValueAt(field, value),
      definition.schema as RJSFSchema,
      undefined,
      orderErrors,
    );
    const messages = errors
      .filter((error) => errorPathOf(error) === field && error.name !== 'required')
      .map((error) => error.message ?? '');
    if (messages.length === 0) dropFieldMessages(field);
    else setFieldMessages((current) => ({ ...current, [field]: { messages, value } }));
  };

  const busy = submit.isPending;

  // After a refused submit, the first field shown with an error takes focus, in the order the page shows them (and
  // scrolls into view). RJSF's own focusing looks up the first error's id, which for an object names its fieldset,
  // which takes no focus.
  const focusFirstInvalid = () => {
    const focusInvalid = () => {
      const marked = rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const control = marked?.matches('input, select, textarea, button')
        ? marked
        : marked?.querySelector<HTMLElement>('input, select, textarea, button');
      control?.focus();
      return control !== undefined && control !== null;
    };
    if (!focusInvalid()) requestAnimationFrame(focusInvalid);
  };

  return (
    // Drafts are committed in the capture phase, so RJSF validates and submits them (Enter submits without a blur).
    <div
      className="df"
      ref={rootRef}
      onSubmitCapture={(event) => {
        intent.start(submitterName(event), partialActions ?? []);
        drafts.commitAll();
      }}
      onPointerDownCapture={(event) => {
        pressingAction.current = isActionButton(event.target);
      }}
      onBlurCapture={(event) => {
        // Keyboard users tabbing to a button, and browsers that focus it on press.
        if (isActionButton(event.relatedTarget)) pressingAction.current = true;
      }}
      onFocusCapture={(event) => {
        if (!isActionButton(event.target)) pressingAction.current = false;
      }}
      onClickCapture={() => {
        // Cleared once the click has been handled (the submit validates everything).
        queueMicrotask(() => {
          pressingAction.current = false;
        });
      }}
    >
      {before}
      {serverMessage && (
        <p className="message message--error" role="alert">
          {serverMessage}
        </p>
      )}
      <DraftScopeContext value={drafts}>
        <FormExtrasContext value={extras}>
          <FormOwnerContext value={formElementId}>
            <DefinitionRjsfForm
              ref={formRef}
              id={formElementId}
              _internalFormWrapper={FormBesideFields}
              idPrefix={ids.idPrefix}
              idSeparator={ids.idSeparator}
              className="df-form"
              schema={schema as RJSFSchema}
              uiSchema={uiSchema as RjsfUiSchema<FormData>}
              initialFormData={initialData}
              validator={checked}
              widgets={WIDGETS}
              templates={formTheme.templates}
              fields={formTheme.fields}
              experimental_defaultFormStateBehavior={FORM_STATE_BEHAVIOR}
              formContext={context}
              transformErrors={orderErrors}
              extraErrors={extraErrors}
              liveValidate={showFormMessage ? 'onChange' : undefined}
              noHtml5Validate
              focusOnFirstError={focusFirstInvalid}
              showErrorList="top"
              onChange={(event, id) => {
                const data = event.formData ?? {};
                const field = id ? fieldOfId(id) : undefined;
                // Values that follow others (rows sized by a count, a copied address, a derived flag, a field a
                // condition hides) follow them at once: the derivation the record gets before it is sent. Only a
                // change the derivation reads can move them (the record is settled on load and after each change).
                if (changeNeedsDerivation(definition, data, field)) {
                  // What a hidden field held is given back if its condition holds again (hiddenAnswers.ts).
                  const changes = withHiddenAnswersKept(
                    definition,
                    data,
                    derivedChanges(definition, data),
                    hiddenAnswers.current,
                  );
                  if (Object.keys(changes).length > 0) context.setFieldValues?.(changes);
                }
                for (const listener of listeners.current) listener();
                if (field === undefined) return;
                dropFieldMessages(field, { value: valueAt(event.formData, field) });
              }}
              onBlur={checkOnBlur}
              onError={() => {
                setShowFormMessage(true);
                setServerMessage('');
                onAttempt?.();
                onRefused?.(intent.action);
              }}
              onSubmit={(event, formEvent) => {
                if (busy) return;
                setServerMessage('');
                onAttempt?.();
                const action = submitterName(formEvent);
                setPendingAction(action);
                submit.mutate({ data: event.formData ?? {}, action });
              }}
            >
              <div className="df-actions">{actions({ busy, pendingAction, formId: formElementId })}</div>
            </DefinitionRjsfForm>
          </FormOwnerContext>
        </FormExtrasContext>
      </DraftScopeContext>
    </div>
  );
}
