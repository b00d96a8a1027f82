import { AuthRecoveryPage } from '../../pages/auth-recovery';

export default AuthRecoveryPage;
