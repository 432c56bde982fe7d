import type { WidgetProps } from '@rjsf/utils';
import { DateWidget } from './DateWidget.tsx';

// A valid HTML autofill token for a birth date that TypeScript's DOM types leave out.
const BIRTH_DATE = 'bday' as AutoFill;

/**
 * A date of birth typed as MM/DD/YYYY. Browsers may offer the person's own birth date (autocomplete 'bday'
 * unless the definition says otherwise); they fill it as YYYY-MM-DD, which the input turns into MM/DD/YYYY.
 */
export function DateOfBirthWidget(props: WidgetProps) {
  return <DateWidget {...props} options={{ autocomplete: BIRTH_DATE, ...props.options }} />;
}
