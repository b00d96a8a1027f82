import type { CSSProperties } from 'react';
import { brand } from '@microloans/ui-kit';
import { applicationSteps, type StepIndex } from '../../../entities/application';

export type ApplicationProgressProps = { current: StepIndex };

type StepState = 'done' | 'current' | 'next';

const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

/**
 * Each title sits under its number in a third of the width and wraps only between words: at 12 px
 * the longest word («Контактные», bold) fits a third of a 360 px phone's card with room to spare
 * even in a wide fallback font (DejaVu Sans: 82 of 90 px).
 */
const stepStyle = (state: StepState): CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  minWidth: 0,
  textAlign: 'center',
  fontSize: 12,
  lineHeight: 1.3,
  fontWeight: state === 'current' ? 600 : 400,
  color: state === 'current' ? brand.text : brand.textSecondary,
  overflowWrap: 'normal',
  wordBreak: 'keep-all',
  hyphens: 'manual',
});

const markStyle = (state: StepState): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `1px solid ${state === 'next' ? brand.textPlaceholder : brand.primary}`,
  background: state === 'current' ? brand.primary : '#fff',
  color: state === 'current' ? '#fff' : state === 'done' ? brand.primary : brand.text,
  fontWeight: 600,
});

/**
 * Where the borrower is in the application: the three steps by name, readable on a 360 px phone
 * (no word broken, no ellipsis, no sideways scroll), the current one marked for screen readers
 * (`aria-current="step"`) and by colour, those done with a check.
 */
export function ApplicationProgress({ current }: ApplicationProgressProps) {
  return (
    <ol style={listStyle} aria-label={`Шаг ${current + 1} из ${applicationSteps.length}`} data-testid="application-steps">
      {applicationSteps.map((step, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={step.title} style={stepStyle(state)} aria-current={state === 'current' ? 'step' : undefined}>
            <span style={markStyle(state)} aria-hidden>
              {state === 'done' ? '✓' : index + 1}
            </span>
            {step.title}
          </li>
        );
      })}
    </ol>
  );
}
