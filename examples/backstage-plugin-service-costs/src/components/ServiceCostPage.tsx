import { Content, Header, InfoCard, Link, Page, Progress, ResponseErrorPanel } from '@backstage/core-components';
import { useRouteRef } from '@backstage/core-plugin-api';
import { useParams } from 'react-router-dom';
import { rootRouteRef } from '../routes';
import { formatCost, useCosts } from './use-costs';

export const ServiceCostPage = () => {
  const { service = '' } = useParams();
  const [state] = useCosts();
  const allServices = useRouteRef(rootRouteRef);
  const cost = !state.loading && 'costs' in state ? state.costs.find((each) => each.service === service) : undefined;
  return (
    <Page themeId="tool">
      <Header title={service} subtitle="Service costs" />
      <Content>
        {state.loading ? <Progress /> : 'error' in state ? <ResponseErrorPanel error={state.error} /> : (
          <InfoCard title="This month">
            <p>{cost ? `${formatCost(cost)} (team ${cost.team})` : `No costs recorded for ${service}.`}</p>
            <Link to={allServices()}>All services</Link>
          </InfoCard>
        )}
      </Content>
    </Page>
  );
};
