export type FioGender = 'MALE' | 'FEMALE';
export type FioWord = { value: string; gender: FioGender };

const both = (male: string, female: string): FioWord[] => [
  { value: male, gender: 'MALE' },
  { value: female, gender: 'FEMALE' },
];

export const SURNAMES: readonly FioWord[] = [
  ...both('Иванов', 'Иванова'),
  ...both('Петров', 'Петрова'),
  ...both('Смирнов', 'Смирнова'),
  ...both('Кузнецов', 'Кузнецова'),
  ...both('Попов', 'Попова'),
  ...both('Соколов', 'Соколова'),
  ...both('Лебедев', 'Лебедева'),
  ...both('Козлов', 'Козлова'),
  ...both('Новиков', 'Новикова'),
  ...both('Морозов', 'Морозова'),
  ...both('Волков', 'Волкова'),
  ...both('Сидоров', 'Сидорова'),
  ...both('Павлов', 'Павлова'),
  ...both('Ковалёв', 'Ковалёва'),
];

const males = (...names: string[]): FioWord[] => names.map((value) => ({ value, gender: 'MALE' }));
const females = (...names: string[]): FioWord[] => names.map((value) => ({ value, gender: 'FEMALE' }));

export const NAMES: readonly FioWord[] = [
  ...males('Иван', 'Игорь', 'Илья', 'Пётр', 'Павел', 'Сергей', 'Александр', 'Алексей', 'Андрей', 'Дмитрий', 'Михаил', 'Николай'),
  ...females('Инна', 'Ирина', 'Мария', 'Марина', 'Анна', 'Анастасия', 'Елена', 'Екатерина', 'Ольга', 'Наталья', 'Светлана', 'Полина'),
];

export const PATRONYMICS: readonly FioWord[] = [
  ...both('Иванович', 'Ивановна'),
  ...both('Игоревич', 'Игоревна'),
  ...both('Петрович', 'Петровна'),
  ...both('Павлович', 'Павловна'),
  ...both('Сергеевич', 'Сергеевна'),
  ...both('Александрович', 'Александровна'),
  ...both('Алексеевич', 'Алексеевна'),
  ...both('Андреевич', 'Андреевна'),
  ...both('Дмитриевич', 'Дмитриевна'),
  ...both('Михайлович', 'Михайловна'),
  ...both('Николаевич', 'Николаевна'),
];
