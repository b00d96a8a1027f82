export { userApi } from './api';
