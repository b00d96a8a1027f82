import { mountStandalone } from '@microloans/shared-contracts/standalone';
import PersonalOffersPage from './exposes/pages/personal-offers';
import ShopwindowPage from './exposes/pages/shopwindow';

void mountStandalone('Витрина предложений', [
  { path: '/', title: 'Витрина', Component: ShopwindowPage },
  { path: '/shopwindow', title: 'Витрина', Component: ShopwindowPage },
  { path: '/personal-offers', title: 'Персональные предложения', Component: PersonalOffersPage },
]);
