import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { hasFieldLayout, layoutOf, type LaidOutField, type RuleValue } from 'engine';
import { ChoiceFieldset } from './ChoiceFieldset.tsx';
import { NestedFieldsGroup } from './NestedFieldsGroup.tsx';
import { NestedOptionsContext } from './nestedFields.ts';

type FieldErrors = Record<string, { __errors?: unknown[] } | undefined>;

/** The names of a laid-out field and of everything nested under it, in order. */
function namesUnder(field: LaidOutField): string[] {
  return [field.name, ...field.nested.flatMap((block) => block.fields.flatMap(namesUnder))];
}

/**
 * An object's drawn fields arranged by its layout hints (engine/src/fieldLayout.ts): each question of
 * `ui:options.groups` a fieldset whose legend is its title with the required mark (described by the message of its
 * first field with an error, where the question's rule puts it), and each field nested under its parent: under a flag
 * after it, under an option of a choice inside the choice's widget, by that option. Without hints, the fields as they
 * are.
 */
export function arrangedProperties(
  props: ObjectFieldTemplateProps,
  shown: ObjectFieldTemplatePropertyType[],
): ObjectFieldTemplatePropertyType[] {
  const names = shown.map((property) => property.name);
  if (!hasFieldLayout(props.uiSchema, names)) return shown;
  const byName = new Map(shown.map((property) => [property.name, property]));
  const separator = props.registry.globalFormOptions.idSeparator;
  const idOf = (name: string) => `${props.fieldPathId.$id}${separator}${name}`;
  const errors = (props.errorSchema ?? {}) as FieldErrors;
  const hasErrors = (name: string) => (errors[name]?.__errors?.length ?? 0) > 0;
  const titleOf = (name: string) => {
    const child = props.schema.properties?.[name];
    return typeof child === 'object' && typeof child.title === 'string' ? child.title : name;
  };
  const draw = (field: LaidOutField): ReactElement => {
    const content = byName.get(field.name)?.content ?? <Fragment key={field.name} />;
    if (field.nested.length === 0) return content;
    const underFlag = field.nested.filter((block) => block.option === undefined).flatMap((block) => block.fields);
    const underOptions = new Map<RuleValue, ReactNode>(
      field.nested.flatMap((block) =>
        block.option === undefined ? [] : [[block.option, <>{block.fields.map(draw)}</>] as const],
      ),
    );
    return (
      <Fragment key={field.name}>
        {underOptions.size > 0 ? <NestedOptionsContext value={underOptions}>{content}</NestedOptionsContext> : content}
        {underFlag.length > 0 && (
          <NestedFieldsGroup label={titleOf(field.name)}>{underFlag.map(draw)}</NestedFieldsGroup>
        )}
      </Fragment>
    );
  };
  return layoutOf(names, props.uiSchema).map((item) => {
    if (item.kind === 'field') {
      const property = byName.get(item.name);
      return { name: item.name, hidden: property?.hidden ?? false, content: draw(item) };
    }
    const members = item.fields.flatMap(namesUnder);
    const invalid = members.find(hasErrors);
    const name = `${members[0] ?? ''}-question`;
    return {
      name,
      hidden: false,
      content: (
        <ChoiceFieldset
          key={name}
          className="df-question"
          id={idOf(invalid ?? members[0] ?? '')}
          label={item.group.title}
          required={item.group.requiredMark}
          invalid={invalid !== undefined}
          hasDescription={false}
        >
          {item.fields.map(draw)}
        </ChoiceFieldset>
      ),
    };
  });
}
