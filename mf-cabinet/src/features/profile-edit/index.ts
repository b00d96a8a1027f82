export { ProfileForm } from './ui/profile-form';
export { differsFrom, toFormValues, toSaveInput } from './form-values';
export type { ProfileFormValues } from './form-values';
export { profileTexts } from './model';
