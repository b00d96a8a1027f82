import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { links } from 'shared-contracts/routes';
import { storageKeys, writeStored } from 'shared-contracts/storage';
import { Button, Card, Flex, Typography } from 'ui-kit';
import { Slider } from 'ui-kit/forms';

const amountLimits = { min: 1000, max: 100000, step: 1000, initial: 30000 } as const;
const rubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

/**
 * The loan calculator on `/`. Issue #5 adds the term scale with weeks; this slice carries the
 * chosen amount to the application.
 */
export function LoanCalculator() {
  const [amount, setAmount] = useState<number>(amountLimits.initial);
  const navigate = useNavigate();

  const handleApply = () => {
    writeStored(storageKeys.loansForm, { amount, term: 7 });
    navigate(links.applyForLoan);
  };

  return (
    <Card data-testid="loan-calculator">
      <Flex justify="space-between" align="baseline">
        <Typography.Text>Сумма займа</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="loan-amount">
          {rubles.format(amount)}
        </Typography.Title>
      </Flex>
      <Slider
        min={amountLimits.min}
        max={amountLimits.max}
        step={amountLimits.step}
        value={amount}
        onChange={setAmount}
        tooltip={{ formatter: (value) => (value === undefined ? '' : rubles.format(value)) }}
      />
      <Button type="primary" size="large" block onClick={handleApply}>
        Получить деньги
      </Button>
    </Card>
  );
}
