import { useState } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { links, preloadRouteAttribute } from 'shared-contracts/routes';
import { readStored, storageKeys, writeStored } from 'shared-contracts/storage';
import { brand, Button, Card, Flex, Typography } from 'ui-kit';
import { formatRubles, formatTerm, loanFormLimits, positionOf, termAt } from '../../entities/loan-form';

/** What the calculator hands to the application (`loansForm`): amount in rubles, term in days. */
export type LoansFormChoice = { amount: number; term: number };

const { amount: amountLimits, term: termLimits } = loanFormLimits;

function initialChoice(): { amount: number; position: number } {
  const stored = readStored<Partial<LoansFormChoice>>(storageKeys.loansForm);
  const amount = typeof stored?.amount === 'number' ? stored.amount : amountLimits.initial;
  const days = typeof stored?.term === 'number' ? stored.term : termLimits.initial;
  return {
    amount: Math.min(amountLimits.max, Math.max(amountLimits.min, amount)),
    position: positionOf(days),
  };
}

/**
 * The loan calculator on `/` (SPEC §9): amount and term, positions above 30 being weeks. A
 * returning visitor finds their last choice. The button opens the application with it.
 */
export function LoanCalculator() {
  const [initial] = useState(initialChoice);
  const [amount, setAmount] = useState(initial.amount);
  const [position, setPosition] = useState(initial.position);
  const navigate = useNavigate();
  const term = termAt(position);

  const handleApply = () => {
    const choice: LoansFormChoice = { amount, term: term.days };
    writeStored(storageKeys.loansForm, choice);
    navigate(links.applyForLoan);
  };

  return (
    <Card data-testid="loan-calculator">
      <SliderField
        id="loan-amount"
        label="Сумма займа"
        limits={amountLimits}
        value={amount}
        onChange={setAmount}
        format={formatRubles}
      />
      <SliderField
        id="loan-term"
        label="Срок займа"
        limits={termLimits}
        value={position}
        onChange={setPosition}
        format={(value) => formatTerm(termAt(value))}
      />
      <Button type="primary" size="large" block onClick={handleApply} {...{ [preloadRouteAttribute]: links.applyForLoan }}>
        Получить деньги
      </Button>
    </Card>
  );
}

type SliderFieldProps = {
  id: string;
  label: string;
  limits: { min: number; max: number; step: number };
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
};

/**
 * A labelled slider with its value shown in words above it. A native range input, not antd's
 * Slider: the calculator is on the first page, and antd's form controls would bring the whole
 * `ui-kit/forms` module with it (~150 KB gzip); the native one is also what phones handle best
 * (thumb size, keyboard, screen readers, which hear the value in words through aria-valuetext).
 */
function SliderField({ id, label, limits, value, onChange, format }: SliderFieldProps) {
  return (
    <>
      <Flex justify="space-between" align="baseline">
        <Typography.Text id={`${id}-label`}>{label}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid={id}>
          {format(value)}
        </Typography.Title>
      </Flex>
      <input
        type="range"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-labelledby={`${id}-label`}
        aria-valuetext={format(value)}
        style={{ display: 'block', width: '100%', margin: '12px 0 20px', height: 28, accentColor: brand.primary, cursor: 'pointer' }}
      />
    </>
  );
}
