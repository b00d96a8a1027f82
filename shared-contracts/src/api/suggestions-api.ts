import { apiClient } from '@microloans/platform';
import type {
  AddressSuggestionData,
  EmailSuggestionData,
  FioSuggestionData,
  FioSuggestionQuery,
  FmsUnitSuggestionData,
  SuggestionQuery,
  SuggestionsDto,
} from './dto';

type SuggestionKind = 'address' | 'fio' | 'fms_unit' | 'email';

const suggest = <Data>(kind: SuggestionKind, body: SuggestionQuery): Promise<SuggestionsDto<Data>> =>
  apiClient.post<SuggestionsDto<Data>>(`/suggestions/${kind}`, body).then((r) => r.data);

/** SPEC §7: POST /suggestions/address, /suggestions/fio, /suggestions/fms_unit, /suggestions/email. */
export const suggestionsApi = {
  address: (body: SuggestionQuery): Promise<SuggestionsDto<AddressSuggestionData>> => suggest('address', body),
  fio: (body: FioSuggestionQuery): Promise<SuggestionsDto<FioSuggestionData>> => suggest('fio', body),
  fmsUnit: (body: SuggestionQuery): Promise<SuggestionsDto<FmsUnitSuggestionData>> => suggest('fms_unit', body),
  email: (body: SuggestionQuery): Promise<SuggestionsDto<EmailSuggestionData>> => suggest('email', body),
};
