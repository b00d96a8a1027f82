import { ProfilePage } from '../../pages/profile';

export default ProfilePage;
