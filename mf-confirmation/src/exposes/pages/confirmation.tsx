import { ConfirmationPage } from '../../pages/confirmation';

export default ConfirmationPage;
