import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, type CSSProperties } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { $isAuthenticated, connectionTexts } from '@microloans/platform';
import { formatInteger } from '@microloans/shared-contracts/format';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { FormField, Input } from '@microloans/ui-kit/forms';
import { commentLimits, commentSchema, commentTexts, type CommentFormValues } from '../lib/rules';
import * as model from '../model';

const fieldNames = new Set<keyof CommentFormValues>(['authorName', 'text']);
const isFieldName = (path: string): path is keyof CommentFormValues => fieldNames.has(path as keyof CommentFormValues);
const counterStyle: CSSProperties = { fontSize: 13 };

export type CommentFormProps = {
  postId: number;
  /** The comment answered; null for a comment on the post. */
  parentId?: number | null;
  /** A reply form: «Отмена» closes it, and the focus moves into it when it opens. */
  onCancel?: () => void;
  /** The form's name for screen readers. */
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A comment: «Ваше имя» (a guest only) and «Комментарий» with a character counter, checked here
 * by the server's rules before sending. A refusal (422) marks the fields with the server's words;
 * any other failure says so and keeps what was typed; a published comment clears the text.
 */
export function CommentForm({ postId, parentId = null, onCancel, 'aria-label': ariaLabel, 'data-testid': testId }: CommentFormProps) {
  const [signedIn, outcome, sending, submit] = useUnit([$isAuthenticated, model.$outcome, model.$sending, model.commentSubmitted]);
  const resolver = useMemo(() => yupResolver(commentSchema(!signedIn)), [signedIn]);
  const { control, handleSubmit, setError, resetField } = useForm<CommentFormValues>({
    defaultValues: { authorName: '', text: '' },
    resolver,
  });
  const text = useWatch({ control, name: 'text' });
  const idPrefix = parentId === null ? 'comment' : `reply-${parentId}`;
  const counterId = useId();
  const mine = outcome !== null && outcome.postId === postId && outcome.parentId === parentId ? outcome : null;

  // The outcome of this form's sending: the server's words on its fields, or a clean text field.
  useEffect(() => {
    if (mine?.kind === 'published') resetField('text', { defaultValue: '' });
    if (mine?.kind === 'refused') {
      mine.violations.filter(({ propertyPath }) => isFieldName(propertyPath)).forEach(({ propertyPath, message }, index) => {
        setError(propertyPath as keyof CommentFormValues, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  }, [mine, resetField, setError]);

  const otherRefusal = mine?.kind === 'refused' ? mine.violations.find(({ propertyPath }) => !isFieldName(propertyPath)) : undefined;
  // A comment that got no answer says why (the connection), with what to do; any other failure the same words.
  const failure = mine?.kind === 'failed' ? (mine.connection ?? commentTexts.failed) : (otherRefusal?.message ?? null);
  const failureDetail = mine?.kind === 'failed' && mine.connection ? connectionTexts.checkAndRetry : undefined;
  const length = text.length;
  const tooLong = length > commentLimits.textMax;

  return (
    <>
      <form
        noValidate
        aria-label={ariaLabel}
        data-testid={testId}
        onSubmit={(event) =>
          void handleSubmit(({ authorName, text: written }) =>
            submit({ postId, parentId, text: written, authorName: signedIn ? null : authorName }),
          )(event)
        }
      >
        {signedIn ? null : (
          <FormField control={control} name="authorName" label="Ваше имя" id={`${idPrefix}-author`}>
            {(input) => (
              <Input
                ref={input.ref}
                id={input.id}
                name={input.name}
                value={input.value}
                onChange={(event) => input.onChange(event.target.value)}
                onBlur={input.onBlur}
                autoComplete="given-name"
                status={input.status}
                aria-invalid={input['aria-invalid']}
                aria-describedby={input['aria-describedby']}
              />
            )}
          </FormField>
        )}
        <FormField
          control={control}
          name="text"
          label="Комментарий"
          id={`${idPrefix}-text`}
          extra={
            <Typography.Text type={tooLong ? 'danger' : 'secondary'} id={counterId} style={counterStyle} data-testid="comment-counter">
              Символов: {formatInteger(length)} из {formatInteger(commentLimits.textMax)}
            </Typography.Text>
          }
        >
          {(input) => (
            <Input.TextArea
              ref={input.ref}
              id={input.id}
              name={input.name}
              value={input.value}
              onChange={(event) => input.onChange(event.target.value)}
              onBlur={input.onBlur}
              rows={4}
              // A reply form opens where the reader asked for it: the focus moves into it.
              autoFocus={onCancel !== undefined}
              status={input.status}
              aria-invalid={input['aria-invalid']}
              aria-describedby={[input['aria-describedby'], counterId].filter(Boolean).join(' ')}
            />
          )}
        </FormField>
        {failure ? <Alert type="error" title={failure} description={failureDetail} showIcon style={{ marginBottom: 16 }} data-testid="comment-form-error" /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={sending !== null && sending.postId === postId && sending.parentId === parentId}>
            Отправить
          </Button>
          {onCancel ? <Button onClick={onCancel}>Отмена</Button> : null}
        </Flex>
      </form>
    </>
  );
}
