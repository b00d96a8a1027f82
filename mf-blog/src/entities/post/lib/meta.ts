import { formatCount, formatInteger, type WordForms } from '@microloans/shared-contracts/format';

const viewForms: WordForms = ['просмотр', 'просмотра', 'просмотров'];
const likeForms: WordForms = ['лайк', 'лайка', 'лайков'];
const commentForms: WordForms = ['комментарий', 'комментария', 'комментариев'];
const postForms: WordForms = ['статья', 'статьи', 'статей'];

const counted = (count: number, forms: WordForms) => formatCount(count, forms, ' ');

/** «4 мин чтения». */
export const readingTimeText = (minutes: number): string => `${formatInteger(Math.max(1, Math.round(minutes)))} мин чтения`;
/** «1 520 просмотров». */
export const viewsText = (views: number): string => counted(views, viewForms);
/** «34 лайка». */
export const likesText = (likes: number): string => counted(likes, likeForms);
/** «4 комментария». */
export const commentsText = (comments: number): string => counted(comments, commentForms);
/** «3 статьи». */
export const postsText = (posts: number): string => counted(posts, postForms);
