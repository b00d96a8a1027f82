import { useUnit } from 'effector-react';
import { $isAuthenticated } from '@microloans/platform';
import { useNavigate, useSearchParams } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';
import { useApplicationStatus, type ApplicationStatus } from '../../entities/application';
import { useLenderOffers } from '../../entities/offer';
import { OffersList } from '../../widgets/offers-list';
import { scenarioMessageFor, shopwindowTexts } from './config';
import { readShopwindowParams, type ShopwindowParams } from './lib';
import { ScenarioMessage } from './ui/scenario-message';
export { readShopwindowParams } from './lib';

/** `/shopwindow?scenario=lead|duplicate&uuid=…`: the application's status and partners' offers. */
export function ShopwindowPage() {
  const [search] = useSearchParams();
  const params = readShopwindowParams(search);

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="shopwindow-title">
      <Typography.Title level={1} id="shopwindow-title" style={{ fontSize: 28, margin: 0 }}>
        {shopwindowTexts.heading}
      </Typography.Title>
      {params ? <ShopwindowOffers params={params} /> : <NoApplication />}
    </Flex>
  );
}

/**
 * An application is its borrower's alone (the API refuses it to anyone else): its status is read
 * for a signed-in visitor only. For anyone else the page knows nothing of it, and says so at once,
 * on the server and in the browser alike, instead of asking and being refused.
 */
function ShopwindowOffers({ params }: { params: ShopwindowParams }) {
  const signedIn = useUnit($isAuthenticated);
  return signedIn ? <OffersWithApplicationStatus params={params} /> : <OffersAndNotice params={params} status="unknown" />;
}

function OffersWithApplicationStatus({ params }: { params: ShopwindowParams }) {
  return <OffersAndNotice params={params} status={useApplicationStatus(params.uuid)} />;
}

function OffersAndNotice({ params, status }: { params: ShopwindowParams; status: ApplicationStatus }) {
  const state = useLenderOffers(params);
  const message = scenarioMessageFor(params.scenario, status);
  return (
    <>
      <ScenarioMessage scenario={params.scenario} status={status} message={message} />
      <OffersList
        {...state}
        label={shopwindowTexts.offersLabel}
        loadingLabel={shopwindowTexts.loading}
        errorHint={shopwindowTexts.errorText}
        empty={{ title: shopwindowTexts.empty, hint: message.emptyHint }}
      />
    </>
  );
}

/** Only the standalone page gets here: inside the shell the route guard needs both parameters. */
function NoApplication() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={shopwindowTexts.noApplicationTitle}
      subTitle={shopwindowTexts.noApplicationText}
      extra={
        <Button type="primary" onClick={() => void navigate(links.applyForLoan)}>
          {shopwindowTexts.apply}
        </Button>
      }
    />
  );
}
