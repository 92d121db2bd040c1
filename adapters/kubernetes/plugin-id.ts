/** The id discovery knows the kubernetes backend by. */
export const KUBERNETES_PLUGIN_ID = 'kubernetes';
