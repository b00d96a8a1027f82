import { LoanCalculator } from '../../widgets/loan-calculator';

export default LoanCalculator;
