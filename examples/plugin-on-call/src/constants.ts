/** The annotation that names an entity's on-call rota: `acme.com/on-call-rota: payments-primary`. */
export const ROTA_ANNOTATION = 'acme.com/on-call-rota';

/** Shows each rota's escalation policy on the card (Settings › Feature Flags). */
export const ESCALATIONS_FLAG = 'on-call-escalations';

/** Where the Backstage proxy serves the on-call service unless onCall.proxyPath says otherwise. */
export const DEFAULT_PROXY_PATH = '/on-call';
