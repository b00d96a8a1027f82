import { mountStandalone } from '@microloans/shared-contracts/standalone';
import ConfirmationPage from './exposes/pages/confirmation';
import PdlPage from './exposes/pages/pdl';
import LoanCalculator from './exposes/widgets/loan-calculator';

void mountStandalone('Заявка на займ', [
  { path: '/', title: 'Калькулятор', Component: LoanCalculator },
  { path: '/confirmation', title: 'Заявка', Component: ConfirmationPage },
  { path: '/pdl/:id', title: 'Ссылка от партнёра', Component: PdlPage },
]);
