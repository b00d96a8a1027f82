/**
 * Form controls: loaded by the pages that show a form, never at first paint. Only what the
 * product's forms use is here (a shared module is delivered whole): add a control with the first
 * form that needs it.
 */
import './forms.css';

export { AutoComplete, Checkbox, Form, Input, Select } from 'antd';
