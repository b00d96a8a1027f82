import { mountStandalone } from 'shared-contracts/standalone';
import ConfirmationPage from './exposes/pages/confirmation';
import LoanCalculator from './exposes/widgets/loan-calculator';

void mountStandalone('Заявка на займ', [
  { path: '/', title: 'Калькулятор', Component: LoanCalculator },
  { path: '/confirmation', title: 'Заявка', Component: ConfirmationPage },
]);
