import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { CheckboxGroupWidget } from './CheckboxGroupWidget.tsx';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import { DateOfBirthWidget } from './DateOfBirthWidget.tsx';
import { DateWidget } from './DateWidget.tsx';
import { AgeListWidget, ApplicantSwitcherField, FileWidget } from './deferredThemeParts.tsx';
import { EmailWidget } from './EmailWidget.tsx';
import { ErrorListTemplate } from './ErrorListTemplate.tsx';
import { FieldTemplate } from './FieldTemplate.tsx';
import { LoanOfficerWidget } from './LoanOfficerWidget.tsx';
import { MoneyWidget } from './MoneyWidget.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { PasswordWidget } from './PasswordWidget.tsx';
import { PhoneWidget } from './PhoneWidget.tsx';
import { RadioWidget } from './RadioWidget.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { SsnWidget } from './SsnWidget.tsx';
import { arrayParts, standIn } from './stockRegistryParts.tsx';
import { TextareaWidget } from './TextareaWidget.tsx';
import { TextWidget } from './TextWidget.tsx';
import { YesNoWidget } from './YesNoWidget.tsx';
import { ZipWidget } from './ZipWidget.tsx';
import './widgets.css';

/**
 * The one theme registry of the form engine. RJSF picks a widget by `ui:widget`, else by the schema's format
 * (so `"format": "phone"` gets PhoneWidget without a UI hint), else by type. The parts few forms draw (the file
 * upload, the list of ages, the one-person-at-a-time list, any list: arrayParts.ts) load with the first form that
 * does (deferredThemeParts.tsx).
 */
export const formTheme: {
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
  fields: RegistryFieldsType;
} = {
  widgets: {
    TextWidget,
    EmailWidget,
    TextareaWidget,
    SelectWidget,
    PhoneWidget,
    ZipWidget,
    phone: PhoneWidget,
    zip: ZipWidget,
    MoneyWidget,
    SsnWidget,
    DateWidget,
    DateOfBirthWidget,
    YesNoWidget,
    RadioWidget,
    CheckboxWidget,
    CheckboxesWidget: CheckboxGroupWidget,
    FileWidget,
    PasswordWidget,
    password: PasswordWidget,
    money: MoneyWidget,
    ssn: SsnWidget,
    'us-date': DateWidget,
    'date-of-birth': DateOfBirthWidget,
    yesNo: YesNoWidget,
    loanOfficer: LoanOfficerWidget,
    AgeListWidget,
    ageList: AgeListWidget,
  },
  templates: {
    FieldTemplate,
    ErrorListTemplate,
    ArrayFieldTemplate: standIn('RepeatingRowsTemplate', arrayParts, (loaded) => loaded.RepeatingRowsTemplate),
    ArrayFieldItemTemplate: standIn('RepeatingRowTemplate', arrayParts, (loaded) => loaded.RepeatingRowTemplate),
    ObjectFieldTemplate,
  },
  fields: {
    ArrayField: standIn('RepeatingRowsField', arrayParts, (loaded) => loaded.RepeatingRowsField),
    ApplicantSwitcherField,
  },
};
