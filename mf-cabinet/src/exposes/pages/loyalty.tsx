import { LoyaltyPage } from '../../pages/loyalty';

export default LoyaltyPage;
