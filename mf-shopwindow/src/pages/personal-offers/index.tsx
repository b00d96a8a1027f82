import { useGate } from 'effector-react';
import { useNavigate, useSearchParams } from '@microloans/platform/router';
import { links, preloadRouteAttribute } from '@microloans/shared-contracts/routes';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { useLenderOffers } from '../../entities/offer';
import { OffersList } from '../../widgets/offers-list';
import { personalOffersParams, personalOffersTexts } from './config';
import { readPersonalOffersType } from './lib';
import { PersonalOffersGate } from './model';

/**
 * `/personal-offers?type=loans` (protected, SPEC §2, §6): the partners' offers the server chose
 * for the signed-in borrower from their latest application, as cards like the shop window's.
 */
export function PersonalOffersPage() {
  const [search] = useSearchParams();
  const type = readPersonalOffersType(search);
  useGate(PersonalOffersGate, { type });

  if (type === null) return null;
  return (
    <Flex vertical gap={16} component="section" aria-labelledby="personal-offers-title">
      <Typography.Title level={1} id="personal-offers-title" style={{ fontSize: 28, margin: 0 }}>
        {personalOffersTexts.heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="personal-offers-intro">
        {personalOffersTexts.intro}
      </Typography.Paragraph>
      <PersonalOffers />
    </Flex>
  );
}

function PersonalOffers() {
  const state = useLenderOffers(personalOffersParams);
  const navigate = useNavigate();
  return (
    <OffersList
      {...state}
      label={personalOffersTexts.offersLabel}
      loadingLabel={personalOffersTexts.loading}
      errorHint={personalOffersTexts.errorText}
      empty={{
        title: personalOffersTexts.empty,
        hint: state.applicationUuid ? personalOffersTexts.nothingFitsHint : personalOffersTexts.noApplicationHint,
        action: (
          <Button type="primary" size="large" onClick={() => void navigate(links.applyForLoan)} {...{ [preloadRouteAttribute]: links.applyForLoan }}>
            {personalOffersTexts.apply}
          </Button>
        ),
      }}
    />
  );
}
