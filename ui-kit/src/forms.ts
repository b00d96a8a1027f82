/**
 * Form controls: loaded by the pages that show a form, never at first paint. Only what the
 * product's forms use is here (a shared module is delivered whole): add a control with the first
 * form that needs it.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import '../styles/forms.css';
import { AutoComplete as AntdAutoComplete, Checkbox as AntdCheckbox, Input as AntdInput, Radio as AntdRadio, Select as AntdSelect, Switch as AntdSwitch } from 'antd';
import type { AutoCompleteProps, RefSelectProps, SelectProps } from 'antd';
import type { PropsWithChildren, ReactNode, RefAttributes } from 'react';
import { inAntdScope } from './antd-scope';

// dayjs names months and weekdays in Russian where forms show dates (antd's pickers); nothing
// before a form needs its words, so the first page loads no dayjs.
dayjs.locale('ru');

// Each in antd's context (AntdScope).
// The wrapper passes every prop through; the casts give back antd's generic value type (a wrapper
// typed from the component's props would fix it to `unknown`).
export const AutoComplete = inAntdScope(AntdAutoComplete) as <ValueType = string>(props: PropsWithChildren<AutoCompleteProps<ValueType>> & RefAttributes<RefSelectProps>) => ReactNode;
export const Checkbox = inAntdScope(AntdCheckbox);
export const Input = Object.assign(inAntdScope(AntdInput), { Password: inAntdScope(AntdInput.Password), TextArea: inAntdScope(AntdInput.TextArea) });
export const Radio = Object.assign(inAntdScope(AntdRadio), { Group: inAntdScope(AntdRadio.Group) });
export const Select = inAntdScope(AntdSelect) as <ValueType = string>(props: PropsWithChildren<SelectProps<ValueType>> & RefAttributes<RefSelectProps>) => ReactNode;
export const Switch = inAntdScope(AntdSwitch);
export { Field, fieldErrorId, FormField } from './form-field';
export type { FieldInputProps, FieldProps, FormFieldProps } from './form-field';
export { MaskedInput } from './masked-input';
export { PasswordInput } from './password-input';
export type { MaskedInputProps } from './masked-input';
/** What antd's text and password inputs hand their ref: `.input` is the element. */
export type { InputRef } from 'antd';
