import { PdlPage } from '../../pages/pdl';

export default PdlPage;
