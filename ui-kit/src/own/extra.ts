/** The kit's own notices, status screens, empty states, tags and avatars (`ui-kit/extra`). */
export { Alert } from './alert';
export type { AlertProps, AlertType } from './alert';
export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';
export { Empty } from './empty';
export type { EmptyProps } from './empty';
export { Result } from './result';
export type { ResultProps } from './result';
export { Tag } from './tag';
export type { TagProps } from './tag';
