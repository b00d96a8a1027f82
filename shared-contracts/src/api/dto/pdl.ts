/** PD link DTOs of SPEC §7 (`/pdl/check/:id`, `/pdl/get/:id`): a link that pre-fills the form (`sourcePage: pd_link`). */
export type PdlStatus = 'active' | 'used' | 'expired';

export type PdlCheckDto = { id: string; valid: boolean; status: PdlStatus; expiresAt: string };

/** The lead a PD link pre-fills the form with. */
export type PdlLeadDto = {
  amount: number;
  term: number;
  fio: string;
  phone: string;
  email: string | null;
  birthday: string | null;
  sourcePage: 'pd_link';
};

export type PdlDto = { id: string; status: PdlStatus; lead: PdlLeadDto };
