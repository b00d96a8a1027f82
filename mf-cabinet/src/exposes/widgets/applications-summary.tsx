import { ApplicationsSummary } from '../../widgets/applications-summary';

export default ApplicationsSummary;
