export { activitiesApi } from './api';
