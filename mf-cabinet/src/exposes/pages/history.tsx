import { HistoryPage } from '../../pages/history';

export default HistoryPage;
