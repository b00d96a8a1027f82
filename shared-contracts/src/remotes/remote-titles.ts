import type { RemoteName } from './index';

/** Human-readable names (the operators' page). A module of its own: the first page does not carry them. */
export const remoteTitles: Record<RemoteName, string> = {
  mf_confirmation: 'Заявка',
  mf_cabinet: 'Личный кабинет',
  mf_blog: 'Блог и документы',
  mf_shopwindow: 'Витрина предложений',
};
