import { Callout, H1, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'portico-app/plugin-api';
import { useRotas } from './queries';
import { onCallTexts } from './texts';

/** Every rota and who is on call for it now. */
const OnCallPage = () => {
  const t = useTranslation(onCallTexts);
  const rotas = useRotas();
  return (
    <div className="portico-page">
      <H1>{t('title')}</H1>
      {rotas.isPending ? <Spinner aria-label={t('loading')} /> : null}
      {rotas.isError ? <Callout intent="danger">{t('listFailed', { message: rotas.error.message })}</Callout> : null}
      {rotas.data && rotas.data.length === 0 ? <NonIdealState title={t('noRotas')} /> : null}
      {rotas.data && rotas.data.length > 0 ? (
        <HTMLTable striped>
          <thead>
            <tr>
              <th scope="col">{t('columnRota')}</th>
              <th scope="col">{t('columnOnCall')}</th>
              <th scope="col">{t('columnUntil')}</th>
            </tr>
          </thead>
          <tbody>
            {rotas.data.map((rota) => (
              <tr key={rota.id}>
                <td>{rota.name}</td>
                <td>{rota.onCall.name}</td>
                <td>{new Date(rota.until).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
};

export default OnCallPage;
