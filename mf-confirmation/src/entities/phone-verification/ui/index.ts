export { PhoneCode } from './phone-code';
