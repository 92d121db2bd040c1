import { Callout, Spinner } from '@blueprintjs/core';
import { InfoCard, useAnalytics, useFeatureFlag, useTranslation, type EntityContentProps } from 'portico-app/plugin-api';
import { ESCALATIONS_FLAG, ROTA_ANNOTATION } from './constants';
import { useRota } from './queries';
import { onCallTexts } from './texts';

/** Who is on call for the entity's rota (its acme.com/on-call-rota annotation), and its escalations when the flag is on. */
const OnCallCard = ({ entity }: EntityContentProps) => {
  const t = useTranslation(onCallTexts);
  const showEscalations = useFeatureFlag(ESCALATIONS_FLAG);
  const { captureEvent } = useAnalytics();
  const rotaId = entity.metadata.annotations?.[ROTA_ANNOTATION]?.trim() ?? '';
  const rota = useRota(rotaId);
  return (
    <InfoCard title={t('title')}>
      {rota.isPending ? <Spinner size={20} aria-label={t('loading')} /> : null}
      {rota.isError ? <Callout intent="danger">{t('loadFailed', { message: rota.error.message })}</Callout> : null}
      {rota.data ? (
        <>
          <p>
            {t('onCallUntil', { name: rota.data.onCall.name, rota: rota.data.name, until: new Date(rota.data.until).toLocaleString() })}
            {rota.data.onCall.email ? (
              <>
                {' '}
                <a href={`mailto:${rota.data.onCall.email}`} onClick={() => captureEvent('click', 'on-call email')}>
                  {rota.data.onCall.email}
                </a>
              </>
            ) : null}
          </p>
          {showEscalations && rota.data.escalations?.length ? (
            <section aria-label={t('escalations')}>
              <h5>{t('escalations')}</h5>
              <ol>
                {rota.data.escalations.map((step) => (
                  <li key={step.level}>
                    {t('level', { level: step.level })}: {step.name}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </>
      ) : null}
    </InfoCard>
  );
};

export default OnCallCard;
