import { mountStandalone } from '@microloans/shared-contracts/standalone';
import AuthPage from './exposes/pages/auth';
import AuthRecoveryPage from './exposes/pages/auth-recovery';
import AuthRegistrationPage from './exposes/pages/auth-registration';
import HistoryPage from './exposes/pages/history';
import LoyaltyPage from './exposes/pages/loyalty';
import ProfilePage from './exposes/pages/profile';
import ScorePage from './exposes/pages/score';

void mountStandalone('Личный кабинет', [
  { path: '/', title: 'Вход', Component: AuthPage },
  { path: '/auth', title: 'Вход', Component: AuthPage },
  { path: '/auth/recovery', title: 'Восстановление', Component: AuthRecoveryPage },
  { path: '/auth/registration', title: 'Регистрация', Component: AuthRegistrationPage },
  { path: '/profile/*', title: 'Профиль', Component: ProfilePage },
  { path: '/history/*', title: 'История', Component: HistoryPage },
  { path: '/score', title: 'Рейтинг', Component: ScorePage },
  { path: '/loyalty', title: 'Лояльность', Component: LoyaltyPage },
]);
