import { Button, Card } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';

export type ScoreErrorProps = { onRetry: () => void };

/** The score could not be loaded: say so, and ask again on «Повторить». */
export function ScoreError({ onRetry }: ScoreErrorProps) {
  return (
    <Card data-testid="credit-score-error">
      <Result
        status="warning"
        title="Не удалось загрузить кредитный рейтинг"
        subTitle="Проверьте подключение к интернету и попробуйте ещё раз."
        extra={
          <Button type="primary" onClick={onRetry}>
            Повторить
          </Button>
        }
      />
    </Card>
  );
}
