/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { FeedbackOnRequest, FeedbackScope, useFeedback, type Feedback } from './feedback';
import { UiProvider } from './provider';

function SaysDone() {
  const { message } = useFeedback();
  useEffect(() => {
    void message.success('Готово');
  }, [message]);
  return <p>страница</p>;
}

test('inside a FeedbackScope a message is shown in the page, and the scope draws no element of its own', async () => {
  const { container } = render(
    <UiProvider>
      <FeedbackScope>
        <SaysDone />
      </FeedbackScope>
    </UiProvider>,
  );
  await waitFor(() => expect(screen.getByText('Готово')).toBeTruthy());
  // The provider's root (antd's App classes) holds the page directly.
  const root = container.firstElementChild!;
  expect(root.classList.contains('ant-app')).toBe(true);
  expect(root.firstElementChild?.tagName).toBe('P');
});

test('outside a FeedbackScope useFeedback says so at once', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() =>
    render(
      <UiProvider>
        <SaysDone />
      </UiProvider>,
    ),
  ).toThrow(/FeedbackScope/);
});

test('FeedbackOnRequest shows once per request: a new request shows again, a re-render does not', async () => {
  const show = jest.fn(({ message }: Feedback) => void message.info('Скопировано'));
  const page = (request: number, label: string) => (
    <UiProvider>
      <p>{label}</p>
      <FeedbackOnRequest request={request} show={show} />
    </UiProvider>
  );
  const { rerender } = render(page(1, 'a'));
  await waitFor(() => expect(screen.getByText('Скопировано')).toBeTruthy());
  rerender(page(1, 'b'));
  expect(show).toHaveBeenCalledTimes(1);
  rerender(page(2, 'b'));
  expect(show).toHaveBeenCalledTimes(2);
});
