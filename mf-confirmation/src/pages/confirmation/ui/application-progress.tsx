import { applicationSteps, type StepIndex } from '../../../entities/application';
import './application-progress.css';

export type ApplicationProgressProps = { current: StepIndex };

/**
 * Where the borrower is in the application: the three steps by name, the current one marked for
 * screen readers (`aria-current="step"`) and by colour, those done with a check.
 */
export function ApplicationProgress({ current }: ApplicationProgressProps) {
  return (
    <ol className="application-progress" aria-label={`Шаг ${current + 1} из ${applicationSteps.length}`} data-testid="application-steps">
      {applicationSteps.map((step, index) => (
        <li
          key={step.title}
          className="application-progress-step"
          data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
          aria-current={index === current ? 'step' : undefined}
        >
          {step.title}
        </li>
      ))}
    </ol>
  );
}
