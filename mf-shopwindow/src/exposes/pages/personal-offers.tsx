import { PersonalOffersPage } from '../../pages/personal-offers';

export default PersonalOffersPage;
