import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { EmailWidget } from './EmailWidget.tsx';
import { ErrorListTemplate } from './ErrorListTemplate.tsx';
import { FieldTemplate } from './FieldTemplate.tsx';
import { PhoneWidget } from './PhoneWidget.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { TextareaWidget } from './TextareaWidget.tsx';
import { TextWidget } from './TextWidget.tsx';
import { ZipWidget } from './ZipWidget.tsx';

/**
 * The one theme registry of the form engine. RJSF picks a widget by `ui:widget`, else by the schema's format
 * (so `"format": "phone"` gets PhoneWidget without a UI hint), else by type.
 */
export const formTheme: { widgets: RegistryWidgetsType; templates: Partial<TemplatesType> } = {
  widgets: {
    TextWidget,
    EmailWidget,
    TextareaWidget,
    SelectWidget,
    PhoneWidget,
    ZipWidget,
    phone: PhoneWidget,
    zip: ZipWidget,
  },
  templates: { FieldTemplate, ErrorListTemplate },
};
