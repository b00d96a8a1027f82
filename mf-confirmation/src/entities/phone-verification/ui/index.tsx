import { CodeStep } from '@microloans/shared-features/phone-code/ui';

export { preloadCodeStep } from '@microloans/shared-features/phone-code/ui';
import { leadPhoneCode } from '../model';

/** The code step of the application's phone, inside the application's form. */
export function PhoneCode() {
  return <CodeStep request={leadPhoneCode} submitText="Подтвердить" nested />;
}
