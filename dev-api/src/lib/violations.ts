import { errorTexts } from '@microloans/shared-contracts/api';
import { ApiError } from './api-error';

export type Violation = { propertyPath: string; message: string };

export type ViolationsBody = { title: 'Validation failed'; violations: Violation[] };

export const MESSAGES = {
  required: 'Это поле обязательно для заполнения',
  phone: errorTexts.badPhone,
  phoneFormat: 'Неверный формат. Проверьте правильность ввода телефона',
  code: errorTexts.wrongCode,
  passport: 'Неверный формат. Проверьте правильность ввода серии и номера',
  date: 'Неверный формат. Проверьте правильность ввода даты',
  number: 'Неверный формат. Проверьте правильность ввода номера',
  fmsCode: 'Неверный формат. Проверьте правильность ввода кода подразделения',
  email: 'Неверный формат электронной почты',
  age: 'Возраст должен быть от 21 до 90 лет',
  agreement: 'Примите соглашение',
  select: 'Выберите из списка',
  fio: 'Укажите фамилию и имя через пробел',
  amount: 'Некорректная сумма займа',
  term: 'Некорректный срок займа',
  income: 'Некорректная сумма дохода',
  passwordShort: 'Минимальная длина пароля 6 символов',
  passwordCyrillic: 'Пароль не должен содержать кириллицу',
  passwordMismatch: 'Пароли не совпадают',
  phoneTaken: 'Этот номер телефона уже используется',
  userNotFound: 'Пользователь с таким номером не найден',
  userExists: 'Пользователь с таким номером уже зарегистрирован',
  action: 'Неизвестное назначение кода',
} as const;

export function validationFailed(violations: Violation[]): ApiError {
  const body: ViolationsBody = { title: 'Validation failed', violations };
  return new ApiError(422, body);
}

/** Collects violations; `throwIfAny()` raises a 422 with all of them. */
export class ViolationList {
  private readonly items: Violation[] = [];

  add(propertyPath: string, message: string): this {
    if (!this.has(propertyPath)) this.items.push({ propertyPath, message });
    return this;
  }

  has(propertyPath: string): boolean {
    return this.items.some((item) => item.propertyPath === propertyPath);
  }

  get size(): number {
    return this.items.length;
  }

  throwIfAny(): void {
    if (this.items.length > 0) throw validationFailed([...this.items]);
  }
}
