import { CurrencyRates } from '../../widgets/currency';

export default CurrencyRates;
