import { commentSchema, commentTexts } from './rules';

const errorsOf = async (values: { authorName: string; text: string }, nameRequired = true) => {
  try {
    await commentSchema(nameRequired).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    // The first broken rule of each field, as the form shows it.
    return Object.fromEntries([...inner].reverse().map(({ path, message }) => [path, message]));
  }
};

test('a guest gives a name of 2–40 letters, spaces, hyphens or apostrophes, and 2–2000 characters of text', async () => {
  expect(await errorsOf({ authorName: '', text: '' })).toEqual({ authorName: commentTexts.required, text: commentTexts.required });
  expect(await errorsOf({ authorName: 'А', text: ' x ' })).toEqual({ authorName: commentTexts.nameTooShort, text: commentTexts.textTooShort });
  expect(await errorsOf({ authorName: 'Анна<script>', text: 'x'.repeat(2001) })).toEqual({
    authorName: commentTexts.nameCharacters,
    text: commentTexts.textTooLong,
  });
  expect(await errorsOf({ authorName: 'Я'.repeat(41), text: 'ok' })).toEqual({ authorName: commentTexts.nameTooLong });
  expect(await errorsOf({ authorName: '--', text: 'ok' })).toEqual({ authorName: commentTexts.nameCharacters });
  expect(await errorsOf({ authorName: "Анна-Мария О'Нил", text: 'Спасибо!' })).toEqual({});
});

test('a signed-in reader gives no name', async () => {
  expect(await errorsOf({ authorName: '', text: 'Спасибо!' }, false)).toEqual({});
});

test('the messages are the server’s', () => {
  expect(commentTexts).toMatchObject({
    required: 'Это поле обязательно для заполнения',
    textTooShort: 'Не короче 2 символов',
    textTooLong: 'Не более 2000 символов',
    nameTooShort: 'Не короче 2 символов',
    nameTooLong: 'Не более 40 символов',
    nameCharacters: 'Укажите имя буквами',
    failed: 'Не удалось отправить комментарий. Попробуйте ещё раз.',
    published: 'Комментарий опубликован',
  });
});
