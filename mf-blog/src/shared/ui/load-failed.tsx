import { Button, Card } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';

export type LoadFailedProps = {
  /** What could not be done, e.g. «Не удалось загрузить статью». */
  title: string;
  retry: () => void;
  'data-testid'?: string;
};

/** A page's own failure (network, 5xx): what failed, the usual hint, and «Повторить». */
export function LoadFailed({ title, retry, 'data-testid': testId }: LoadFailedProps) {
  return (
    <Card data-testid={testId}>
      <Result
        status="warning"
        title={title}
        subTitle="Проверьте соединение и попробуйте ещё раз."
        extra={
          <Button type="primary" onClick={retry}>
            Повторить
          </Button>
        }
      />
    </Card>
  );
}
