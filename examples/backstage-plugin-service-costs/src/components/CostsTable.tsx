import { Button } from '@material-ui/core';
import { Content, ContentHeader, Header, Link, Page, Progress, ResponseErrorPanel, Table, type TableColumn } from '@backstage/core-components';
import { alertApiRef, useApi, useRouteRef } from '@backstage/core-plugin-api';
import type { ServiceCost } from '../client';
import { serviceRouteRef } from '../routes';
import { formatCost, useCosts } from './use-costs';

export const CostsTable = () => {
  const [state, reload] = useCosts();
  const alertApi = useApi(alertApiRef);
  const serviceLink = useRouteRef(serviceRouteRef);
  const columns: TableColumn<ServiceCost>[] = [
    { title: 'Service', field: 'service', render: (cost) => <Link to={serviceLink({ service: cost.service })}>{cost.service}</Link> },
    { title: 'Team', field: 'team' },
    { title: 'This month', field: 'monthToDate', type: 'numeric', render: formatCost },
  ];
  const refresh = async () => {
    await reload();
    alertApi.post({ message: 'Costs refreshed', severity: 'success', display: 'transient' });
  };
  return (
    <Page themeId="tool">
      <Header title="Service costs" subtitle="What each service has cost this month" />
      <Content>
        <ContentHeader title="">
          <Button variant="outlined" onClick={() => void refresh()}>
            Refresh
          </Button>
        </ContentHeader>
        {state.loading ? <Progress /> : 'error' in state ? <ResponseErrorPanel error={state.error} /> : (
          <Table title={`Services (${state.costs.length})`} options={{ paging: false, search: false }} columns={columns} data={[...state.costs]} />
        )}
      </Content>
    </Page>
  );
};
