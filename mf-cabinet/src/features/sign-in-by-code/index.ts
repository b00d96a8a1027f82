export { CodeSignIn } from './ui/code-sign-in';
export { codeSignIn } from './model';
