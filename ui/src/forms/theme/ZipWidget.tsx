import { ErrorSchemaBuilder, type WidgetProps } from '@rjsf/utils';
import { useRef } from 'react';
import { isZip, filterZipKeystrokes } from 'engine';
import { BaseInput } from './BaseInput.tsx';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { lookUpZip, zipFillValues } from './zipLookup.ts';
import { dataPathOfId } from './widgetPaths.ts';
import { zipFillOf } from './widgetOptions.ts';

/**
 * A zip code (5 digits or ZIP+4; digits and a dash only). When the person leaves a well-formed zip it is looked
 * up on our server: a known zip fills the fields `ui:options.fill` names beside it (city, state, stateName,
 * country), an unknown one shows the server's 'Enter valid zip code' under the field until the zip is changed.
 */
export function ZipWidget(props: WidgetProps) {
  const { id, options, registry, onChange, onBlur } = props;
  // The zip last looked up; a change forgets it, so an answer for an older zip is dropped.
  const lookedUp = useRef<string | undefined>(undefined);

  const lookUp = async (zip: string) => {
    lookedUp.current = zip;
    const outcome = await lookUpZip(zip);
    if (lookedUp.current !== zip) return;
    if (outcome.kind === 'unknown') {
      onChange(zip, new ErrorSchemaBuilder().addErrors(outcome.message).ErrorSchema);
    } else if (outcome.kind === 'found') {
      const context = registry.formContext as DefinitionFormContext | undefined;
      const path = dataPathOfId(id, registry.globalFormOptions);
      const values = zipFillValues(outcome.place, zipFillOf(options), path);
      if (Object.keys(values).length > 0) context?.setFieldValues?.(values);
    }
  };

  return (
    <BaseInput
      {...props}
      kind={{ inputType: 'text', keyboard: 'numeric' }}
      keep={filterZipKeystrokes}
      onChange={(value: unknown) => {
        lookedUp.current = undefined;
        onChange(value);
      }}
      onBlur={(_id: string, value: string) => {
        onBlur(id, value);
        if (isZip(value) && lookedUp.current !== value) void lookUp(value);
      }}
    />
  );
}
