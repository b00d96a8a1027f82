/**
 * Form controls: loaded by the pages that show a form, never at first paint. Only what the
 * product's forms use is here (a shared module is delivered whole): add a control with the first
 * form that needs it.
 */
import '../styles/forms.css';
export { AutoComplete, Checkbox, Input, Radio, Select, Switch } from 'antd';
export { Field, fieldErrorId, FormField } from './form-field';
export type { FieldInputProps, FieldProps, FormFieldProps } from './form-field';
export { MaskedInput } from './masked-input';
export { PasswordInput } from './password-input';
export type { MaskedInputProps } from './masked-input';
