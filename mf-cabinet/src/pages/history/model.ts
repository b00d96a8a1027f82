import { sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised } from '@microloans/platform';
import { historyTabs } from '@microloans/shared-contracts/routes';

export const isHistoryTab = (value: string | undefined): boolean => value === undefined || (historyTabs as readonly string[]).includes(value);

/** The history page is open, at a tab of the address (`/history/tabs/<Name>`) or none. */
export const HistoryPageGate = createGate<{ tab: string | undefined }>({ name: 'cabinet.historyPage', defaultState: { tab: undefined } });

// A tab the history does not have is the 404 screen.
sample({
  clock: HistoryPageGate.state,
  source: HistoryPageGate.status,
  filter: (open, page) => open && !isHistoryTab(page.tab),
  fn: () => ({ status: 404 as const }),
  target: appErrorRaised,
});
