import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useNavigate } from '@microloans/platform/router';
import { applicationLink, preloadRouteAttribute, routePaths, type FormType } from '@microloans/shared-contracts/routes';
import { brand, Button, Card, Flex, Typography } from '@microloans/ui-kit';
import { choiceAddress, choiceParams, defaultLoanChoice, formatRubles, formatTerm, formLimits, formTexts, positionOf, readLoanChoice, saveLoanChoice, termAt } from '../../entities/loan-form';
import { useFormType } from '../../shared/lib/use-form-type';

/**
 * The calculator on `/` (SPEC §9) for the visit's form type: a loan (amount, term whose positions
 * above 30 are weeks) or, with `type=credits`, a credit (amount, term in years). Keyed by the type,
 * so a change of type starts from that type's own last choice.
 */
export function LoanCalculator() {
  const formType = useFormType();
  return <FormCalculator key={formType} formType={formType} />;
}

type FormCalculatorProps = { formType: FormType };

type Choice = { amount: number; position: number };

const asChoice = ({ amount, term }: { amount: number; term: number }, formType: FormType): Choice => ({ amount, position: positionOf(term, formType) });

const noChanges = () => () => undefined;

/** The last choice this browser keeps, as text (a stable snapshot); none on the server, and while the browser takes the server's page over. */
const serverHasNone = () => null;

/**
 * A returning visitor finds their last choice of this type. The button opens the application with
 * it. The page drawn on the server (and its first draw in the browser) shows the type's defaults;
 * the kept choice — or where the borrower already moved the sliders — follows at once, so the
 * server's HTML and the browser's first draw agree and nothing the borrower did is undone.
 */
function FormCalculator({ formType }: FormCalculatorProps) {
  const kept = useSyncExternalStore(noChanges, () => JSON.stringify(readLoanChoice(formType)), serverHasNone);
  const initial = asChoice(kept ? (JSON.parse(kept) as { amount: number; term: number }) : defaultLoanChoice(formType), formType);
  const [chosen, setChosen] = useState<Partial<Choice>>({});
  const amount = chosen.amount ?? initial.amount;
  const position = chosen.position ?? initial.position;
  const setAmount = (next: number) => setChosen((current) => ({ ...current, amount: next }));
  const setPosition = (next: number) => setChosen((current) => ({ ...current, position: next }));
  const navigate = useNavigate();
  const term = termAt(position, formType);
  const { amount: amountLimits, term: termLimits } = formLimits[formType];
  const texts = formTexts[formType];
  const application = applicationLink(formType);

  const handleApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Kept for the next visit; the application takes the choice from its address.
    const choice = { amount, term: term.days, formType };
    saveLoanChoice(choice);
    navigate(choiceAddress(choice));
  };

  // A real form: sent before the page's code has taken it over (or without it), it opens the same
  // address, the application with the chosen amount and term in it (`choiceFromQuery`).
  return (
    <Card data-testid="loan-calculator" data-form-type={formType}>
      <form action={routePaths.confirmation} method="get" onSubmit={handleApply}>
        <input type="hidden" name="type" value={formType} />
        <SliderField id="loan-amount" name={choiceParams.amount} label={texts.amount} limits={amountLimits} value={amount} onChange={setAmount} format={formatRubles} />
        <SliderField
          id="loan-term"
          name={choiceParams.termPosition}
          label={texts.term}
          limits={termLimits}
          value={position}
          onChange={setPosition}
          format={(value) => formatTerm(termAt(value, formType))}
        />
        <Button type="primary" htmlType="submit" size="large" block {...{ [preloadRouteAttribute]: application }}>
          Получить деньги
        </Button>
      </form>
    </Card>
  );
}

type SliderFieldProps = {
  id: string;
  /** The field's name when the calculator is sent as a form. */
  name: string;
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
function SliderField({ id, name, label, limits, value, onChange, format }: SliderFieldProps) {
  return (
    <>
      <Flex justify="space-between" align="baseline">
        <Typography.Text id={`${id}-label`}>{label}</Typography.Text>
        {/* The chosen value, not a heading: the page's headings stay in order (h1, then h2). */}
        <Typography.Text strong style={{ fontSize: 24, lineHeight: 1.35 }} data-testid={id}>
          {format(value)}
        </Typography.Text>
      </Flex>
      <input
        type="range"
        name={name}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        // Set by the slider itself: the page drawn on the server works before its code, and a slider
        // moved before the code took it over keeps its place (adopted here as it is taken over).
        defaultValue={value}
        onChange={(event) => onChange(Number(event.target.value))}
        ref={(input) => {
          if (input && input.value !== String(value)) onChange(Number(input.value));
        }}
        aria-labelledby={`${id}-label`}
        aria-valuetext={format(value)}
        style={{ display: 'block', width: '100%', margin: '12px 0 20px', height: 28, accentColor: brand.primary, cursor: 'pointer' }}
      />
    </>
  );
}
