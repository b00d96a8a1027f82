import { AuthPage } from '../../pages/auth';

export default AuthPage;
