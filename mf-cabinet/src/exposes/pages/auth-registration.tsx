import { AuthRegistrationPage } from '../../pages/auth-registration';

export default AuthRegistrationPage;
