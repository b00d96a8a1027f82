import { DocPage } from '../../pages/doc';

export default DocPage;
